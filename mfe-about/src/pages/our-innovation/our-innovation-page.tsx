import { AfterHero } from '@bbg/shared/ui/after-hero/after-hero';
import { Banner } from '@bbg/shared/ui/banner/banner';
import { banners } from '../../content/banners';
import { innovationPoints, opennessTheme } from '../../content/our-innovation';
import { OpennessSection } from './openness-section';

/**
 * /our-innovation: hero 12 (h1 "Our Innovation"), then the openness theme and its four points.
 * Like every hero page, the sections after the hero appear once the hero image has loaded (the hero reports the page loaded).
 */
export function Page() {
  return (
    <>
      <Banner entry={banners.ourInnovation} />
      <AfterHero>
        <OpennessSection theme={opennessTheme} points={innovationPoints} />
      </AfterHero>
    </>
  );
}
