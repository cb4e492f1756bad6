import { useCallback, useState } from 'react';
import { useReportPageLoaded } from '@bbg/shared/platform';
import { AfterHero } from '@bbg/shared/ui/after-hero/after-hero';
import { Banner } from '@bbg/shared/ui/banner/banner';
import { INNOVATION_HERO_ID, innovationPoints, opennessTheme } from '../../content/our-innovation';
import { OpennessSection } from './openness-section';

/**
 * /our-innovation: hero 12 (h1 "Our Innovation"), then the openness theme and its four points.
 * Like every hero page, the sections after the hero appear, and the page reports loaded, once the hero image has loaded.
 */
export function Page() {
  const [heroReady, setHeroReady] = useState(false);
  useReportPageLoaded(heroReady);
  const revealSections = useCallback(() => setHeroReady(true), []);

  return (
    <>
      <Banner id={INNOVATION_HERO_ID} onLoad={revealSections} />
      <AfterHero revealed={heroReady}>
        <OpennessSection theme={opennessTheme} points={innovationPoints} />
      </AfterHero>
    </>
  );
}
