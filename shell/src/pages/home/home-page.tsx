import type { ComponentType } from 'react';
import { island } from '@bbg/runtime';
import { usePageLoaded } from '@bbg/platform';
import { ScrollSections, type ScrollSection } from '@bbg/kit';
import type { HomeSectionId } from '../../content/home-sections';
import { useHomeCopy } from './home-copy';
import { ClosingCta } from './closing-cta';
import { HeroSection } from './hero/hero-section';

// Below the fold, each section is served in full and keeps its served elements: its code (and the carousel
// library) arrives in a chunk of its own as the visitor nears it, or once the page is idle; a press on one of its
// buttons meanwhile is held and replayed when it comes alive. News has no behaviour.
const belowTheFold: Record<Exclude<HomeSectionId, 'home-hero'>, ComponentType> = {
  'home-about': island('home-about', () => import('./about/about-section').then((m) => m.AboutSection), 'near'),
  'home-experience': island('home-experience', () => import('./experience/experience-section').then((m) => m.ExperienceSection), 'near'),
  'home-brands': island('home-brands', () => import('./brands/brands-section').then((m) => m.BrandsSection), 'near'),
  'home-timeline': island('home-timeline', () => import('./history/timeline-section').then((m) => m.TimelineSection), 'near'),
  'home-culture': island('home-culture', () => import('./history/culture-section').then((m) => m.CultureSection), 'near'),
  'home-news': island('home-news', () => import('./news/news-section').then((m) => m.NewsSection), 'never'),
  'home-partners': island('home-partners', () => import('./partners/partners-section').then((m) => m.PartnersSection), 'near'),
};

function BelowTheFold({ id }: { readonly id: keyof typeof belowTheFold }) {
  const Section = belowTheFold[id];
  return <Section />;
}

/**
 * The site's front door, owned by the shell so it works with every remote down: the hero first; once its
 * image has loaded the hero reports the page loaded and the other sections, the dots and the closing call-to-action follow.
 */
export function HomePage() {
  const { loaded } = usePageLoaded();
  const { hero, sections: words } = useHomeCopy();
  const { homeSections, closingCallToAction } = words;

  const sections: ScrollSection[] = homeSections.map(({ id, tooltip }) => ({
    id,
    tooltip,
    render:
      id === 'home-hero'
        ? () => <HeroSection messages={hero.heroMessages} nextSectionId="home-about" />
        : () => <BelowTheFold id={id} />,
  }));

  return (
    <>
      <ScrollSections sections={sections} />
      <ClosingCta {...closingCallToAction} revealed={loaded} />
    </>
  );
}
