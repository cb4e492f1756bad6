import { lazy, useCallback, useState, type ReactNode } from 'react';
import { usePageLoaded, useReportPageLoaded } from '@bbg/shared/platform';
import { ScrollSections, type ScrollSection } from '@bbg/shared/ui/scroll-sections/scroll-sections';
import { heroMessages } from '../../content/home-hero';
import { closingCallToAction, homeSections, type HomeSectionId } from '../../content/home-sections';
import { ClosingCta } from './closing-cta';
import { HeroSection } from './hero/hero-section';
import { WhenNear } from './when-near';

// Below the fold, each section's code (and the carousel library) loads only as the visitor nears it.
const AboutSection = lazy(() => import('./about/about-section').then((m) => ({ default: m.AboutSection })));
const ExperienceSection = lazy(() => import('./experience/experience-section').then((m) => ({ default: m.ExperienceSection })));
const BrandsSection = lazy(() => import('./brands/brands-section').then((m) => ({ default: m.BrandsSection })));
const TimelineSection = lazy(() => import('./history/timeline-section').then((m) => ({ default: m.TimelineSection })));
const CultureSection = lazy(() => import('./history/culture-section').then((m) => ({ default: m.CultureSection })));
const NewsSection = lazy(() => import('./news/news-section').then((m) => ({ default: m.NewsSection })));
const PartnersSection = lazy(() => import('./partners/partners-section').then((m) => ({ default: m.PartnersSection })));

const belowTheFold: Record<Exclude<HomeSectionId, 'home-hero'>, () => ReactNode> = {
  'home-about': () => <AboutSection />,
  'home-experience': () => <ExperienceSection />,
  'home-brands': () => <BrandsSection />,
  'home-timeline': () => <TimelineSection />,
  'home-culture': () => <CultureSection />,
  'home-news': () => <NewsSection />,
  'home-partners': () => <PartnersSection />,
};

/**
 * The site's front door, owned by the shell so it works with every remote down: the hero first; once its
 * image has loaded the page reports loaded and the other sections, the dots and the closing call-to-action follow.
 */
export function HomePage() {
  const [heroReady, setHeroReady] = useState(false);
  useReportPageLoaded(heroReady);
  const onHeroReady = useCallback(() => setHeroReady(true), []);
  const { loaded } = usePageLoaded();

  const sections: ScrollSection[] = homeSections.map(({ id, tooltip }) => ({
    id,
    tooltip,
    render:
      id === 'home-hero'
        ? () => <HeroSection messages={heroMessages} nextSectionId="home-about" ready={heroReady} onReady={onHeroReady} />
        : () => <WhenNear>{belowTheFold[id]()}</WhenNear>,
  }));

  return (
    <>
      <ScrollSections sections={sections} heroLoaded={heroReady} />
      {heroReady && loaded ? <ClosingCta {...closingCallToAction} /> : null}
    </>
  );
}
