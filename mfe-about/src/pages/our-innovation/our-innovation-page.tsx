import { AfterHero, Banner } from '@bbg/kit';
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
