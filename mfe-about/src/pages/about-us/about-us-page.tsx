import { useMemo } from 'react';
import { ScrollSections, type ScrollSection } from '@bbg/kit';
import { aboutHero, aboutSections } from '../../content/about-us';
import { AboutHero } from './about-hero';
import { AboutSectionView } from './about-section-view';

/**
 * /about-us: nine full-height sections with side dots. Only the hero shows until its
 * picture has loaded; then the hero reports the page loaded and the other eight appear.
 */
export function Page() {
  const sections = useMemo<readonly ScrollSection[]>(
    () => [
      {
        id: aboutHero.id,
        tooltip: aboutHero.tooltip,
        render: () => <AboutHero hero={aboutHero} nextId={aboutSections[0].id} />,
      },
      ...aboutSections.map((section, index) => ({
        id: section.id,
        tooltip: section.tooltip,
        render: () => <AboutSectionView section={section} flipped={index % 2 === 0} />,
      })),
    ],
    [],
  );

  return <ScrollSections sections={sections} />;
}
