import { lazy, Suspense, useCallback, useMemo, useState, type ReactNode } from 'react';
import { Modal, ScrollSections, type ScrollSection } from '@bbg/kit';
import {
  achievements,
  achievementsConfig,
  benefits,
  howIntro,
  joinCta,
  joinSteps,
  newsletter,
  partnersHero,
  partnersSections,
  partnerTypes,
  storiesIntro,
  successStories,
  supplierLogos,
  supplierSliderConfig,
  testimonials,
  testimonialsConfig,
  whoIntro,
  whyIntro,
  type PartnersSectionId,
} from '../../content/partners';
import { HowSection } from './how-section';
import { PartnersHero } from './partners-hero';
import { StoriesSection } from './stories-section';
import { WhoSection } from './who-section';
import { WhySection } from './why-section';

const JoinForm = lazy(() => import('./join-form').then((module) => ({ default: module.JoinForm })));

/**
 * /partners: five full-height sections (Partners, Why, Who, Stories, How). The sections after the hero appear once
 * the hero image has loaded (the hero reports the page loaded). Join Us opens the partner enquiry in a modal.
 */
export function Page() {
  const [joinOpen, setJoinOpen] = useState(false);
  const openJoin = useCallback(() => setJoinOpen(true), []);

  const sections = useMemo(() => {
    const render: Record<PartnersSectionId, () => ReactNode> = {
      partners: () => <PartnersHero copy={partnersHero} nextId="why" />,
      why: () => <WhySection intro={whyIntro} benefits={benefits} achievements={achievements} achievementsConfig={achievementsConfig} />,
      who: () => <WhoSection intro={whoIntro} partnerTypes={partnerTypes} suppliers={supplierLogos} sliderConfig={supplierSliderConfig} />,
      stories: () => (
        <StoriesSection intro={storiesIntro} testimonials={testimonials} testimonialsConfig={testimonialsConfig} stories={successStories} />
      ),
      how: () => <HowSection intro={howIntro} steps={joinSteps} cta={joinCta} newsletter={newsletter} onJoin={openJoin} />,
    };
    return partnersSections.map((section): ScrollSection => ({ ...section, render: render[section.id] }));
  }, [openJoin]);

  return (
    <>
      <ScrollSections sections={sections} />
      <Modal open={joinOpen} onClose={() => setJoinOpen(false)} title={joinCta.modalTitle}>
        <Suspense fallback={<p role="status">{joinCta.loading}</p>}>
          <JoinForm />
        </Suspense>
      </Modal>
    </>
  );
}
