import { useCallback, useMemo, useState } from 'react';
import { useReportPageLoaded } from '@bbg/shared/platform';
import { ScrollSections, type ScrollSection } from '@bbg/shared/ui/scroll-sections/scroll-sections';
import { aboutHero, aboutSections } from '../../content/about-us';
import { AboutHero } from './about-hero';
import { AboutSectionView } from './about-section-view';

/**
 * /about-us: nine full-height sections with side dots (spec "About Us page"). Only the hero shows until its
 * picture has loaded; then the page reports loaded and the other eight appear.
 */
export function Page() {
  const [heroLoaded, setHeroLoaded] = useState(false);
  useReportPageLoaded(heroLoaded);
  const markHeroLoaded = useCallback(() => setHeroLoaded(true), []);

  const sections = useMemo<readonly ScrollSection[]>(
    () => [
      {
        id: aboutHero.id,
        tooltip: aboutHero.tooltip,
        render: () => <AboutHero hero={aboutHero} nextId={aboutSections[0].id} ready={heroLoaded} onLoad={markHeroLoaded} />,
      },
      ...aboutSections.map((section, index) => ({
        id: section.id,
        tooltip: section.tooltip,
        render: () => <AboutSectionView section={section} flipped={index % 2 === 0} />,
      })),
    ],
    [heroLoaded, markHeroLoaded],
  );

  return <ScrollSections sections={sections} heroLoaded={heroLoaded} />;
}
