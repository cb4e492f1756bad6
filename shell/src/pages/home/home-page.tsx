import { lazy, type ComponentType } from 'react';
import { usePageLoaded } from '@bbg/shared/platform';
import { ScrollSections, type ScrollSection } from '@bbg/shared/ui/scroll-sections/scroll-sections';
import { heroMessages } from '../../content/home-hero';
import { closingCallToAction, homeSections, type HomeSectionId } from '../../content/home-sections';
import { ClosingCta } from './closing-cta';
import { HeroSection } from './hero/hero-section';
import { WhenNear } from './when-near';

// Below the fold, each section's code (and the carousel library) loads only as the visitor nears it.
function lazySection(load: () => Promise<ComponentType>) {
  return { Section: lazy(() => load().then((Component) => ({ default: Component }))), preload: load };
}

const belowTheFold: Record<Exclude<HomeSectionId, 'home-hero'>, ReturnType<typeof lazySection>> = {
  'home-about': lazySection(() => import('./about/about-section').then((m) => m.AboutSection)),
  'home-experience': lazySection(() => import('./experience/experience-section').then((m) => m.ExperienceSection)),
  'home-brands': lazySection(() => import('./brands/brands-section').then((m) => m.BrandsSection)),
  'home-timeline': lazySection(() => import('./history/timeline-section').then((m) => m.TimelineSection)),
  'home-culture': lazySection(() => import('./history/culture-section').then((m) => m.CultureSection)),
  'home-news': lazySection(() => import('./news/news-section').then((m) => m.NewsSection)),
  'home-partners': lazySection(() => import('./partners/partners-section').then((m) => m.PartnersSection)),
};

function NearSection({ id }: { readonly id: keyof typeof belowTheFold }) {
  const { Section, preload } = belowTheFold[id];
  return (
    <WhenNear preload={preload}>
      <Section />
    </WhenNear>
  );
}

/**
 * The site's front door, owned by the shell so it works with every remote down: the hero first; once its
 * image has loaded the hero reports the page loaded and the other sections, the dots and the closing call-to-action follow.
 */
export function HomePage() {
  const { loaded } = usePageLoaded();

  const sections: ScrollSection[] = homeSections.map(({ id, tooltip }) => ({
    id,
    tooltip,
    render:
      id === 'home-hero'
        ? () => <HeroSection messages={heroMessages} nextSectionId="home-about" />
        : () => <NearSection id={id} />,
  }));

  return (
    <>
      <ScrollSections sections={sections} />
      <ClosingCta {...closingCallToAction} revealed={loaded} />
    </>
  );
}
