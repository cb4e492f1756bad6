import { lazy, Suspense, useCallback, useMemo, useState, type ReactNode } from 'react';
import type { CopyLoaders, PageProps } from '@bbg/contract';
import { Modal, ScrollSections, type CarouselConfig, type ScrollSection } from '@bbg/kit';
import { copyCatalogues } from '@bbg/runtime';
import { joinById } from '../../content/join-by-id';
import {
  achievementAwards,
  achievementsSettings,
  successStoryBrands,
  supplierLogos,
  supplierSliderSettings,
  testimonialSources,
  testimonialsSettings,
  type AchievementText,
  type Benefit,
  type JoinCta,
  type JoinStep,
  type NewsletterCopy,
  type PartnersHero as PartnersHeroCopy,
  type PartnersLabels,
  type PartnersSection,
  type PartnersSectionId,
  type PartnerType,
  type SectionIntro,
  type SuccessStoryText,
  type TestimonialText,
} from '../../content/partners';
import type { PartnerEnquiryWords } from '../../content/partners-enquiry';
import { HowSection } from './how-section';
import { PartnersHero } from './partners-hero';
import { StoriesSection } from './stories-section';
import { WhoSection } from './who-section';
import { WhySection } from './why-section';

const JoinForm = lazy(() => import('./join-form').then((module) => ({ default: module.JoinForm })));

/** A carousel's words: its accessible name (its settings are the same in every language). */
type CarouselLabel = Pick<CarouselConfig, 'label'>;

/** What /partners says, in whichever language: English's shapes, every language's words. */
interface PartnersCopy {
  readonly page: {
    readonly partnersLabels: PartnersLabels;
    readonly partnersSections: readonly PartnersSection[];
    readonly partnersHero: PartnersHeroCopy;
    readonly whyIntro: SectionIntro;
    readonly benefits: readonly Benefit[];
    readonly achievements: readonly AchievementText[];
    readonly achievementsConfig: CarouselLabel;
    readonly whoIntro: SectionIntro;
    readonly partnerTypes: readonly PartnerType[];
    readonly supplierSliderConfig: CarouselLabel;
    readonly storiesIntro: SectionIntro;
    readonly testimonials: readonly TestimonialText[];
    readonly testimonialsConfig: CarouselLabel;
    readonly successStories: readonly SuccessStoryText[];
    readonly howIntro: SectionIntro;
    readonly joinSteps: readonly JoinStep[];
    readonly joinCta: JoinCta;
    readonly newsletter: NewsletterCopy;
  };
  /** The partner form's words: its code is a chunk of its own, fetched on the first Join Us. */
  readonly enquiry: PartnerEnquiryWords;
}

/** The page's words in each locale, each a chunk of its own. */
export const copy = {
  en: copyCatalogues<PartnersCopy>({ page: () => import('../../content/en/partners.json'), enquiry: () => import('../../content/en/partners-enquiry.json') }),
  fr: copyCatalogues<PartnersCopy>({ page: () => import('../../content/fr/partners.json'), enquiry: () => import('../../content/fr/partners-enquiry.json') }),
  ar: copyCatalogues<PartnersCopy>({ page: () => import('../../content/ar/partners.json'), enquiry: () => import('../../content/ar/partners-enquiry.json') }),
} satisfies CopyLoaders<PartnersCopy>;

/**
 * /partners: five full-height sections (Partners, Why, Who, Stories, How). The sections after the hero appear once
 * the hero image has loaded (the hero reports the page loaded). Join Us opens the partner enquiry in a modal. Awards,
 * suppliers, the people quoted and their companies, and the brands are named by their own names in every language.
 */
export function Page({ copy: { page, enquiry } }: PageProps<PartnersCopy>) {
  const [joinOpen, setJoinOpen] = useState(false);
  const openJoin = useCallback(() => setJoinOpen(true), []);

  const sections = useMemo(() => {
    const achievements = joinById(page.achievements, achievementAwards);
    const testimonials = joinById(page.testimonials, testimonialSources);
    const stories = joinById(page.successStories, successStoryBrands);
    const render: Record<PartnersSectionId, () => ReactNode> = {
      partners: () => <PartnersHero copy={page.partnersHero} nextId="why" scrollLabel={page.partnersLabels.scrollDown} />,
      why: () => <WhySection intro={page.whyIntro} benefits={page.benefits} achievements={achievements} achievementsConfig={{ ...achievementsSettings, ...page.achievementsConfig }} />,
      who: () => <WhoSection intro={page.whoIntro} partnerTypes={page.partnerTypes} suppliers={supplierLogos} sliderConfig={{ ...supplierSliderSettings, ...page.supplierSliderConfig }} />,
      stories: () => <StoriesSection intro={page.storiesIntro} testimonials={testimonials} testimonialsConfig={{ ...testimonialsSettings, ...page.testimonialsConfig }} stories={stories} byline={page.partnersLabels.byline} />,
      how: () => <HowSection intro={page.howIntro} steps={page.joinSteps} cta={page.joinCta} newsletter={page.newsletter} onJoin={openJoin} />,
    };
    return page.partnersSections.map((section): ScrollSection => ({ ...section, render: render[section.id] }));
  }, [page, openJoin]);

  return (
    <>
      <ScrollSections sections={sections} />
      <Modal open={joinOpen} onClose={() => setJoinOpen(false)} title={page.joinCta.modalTitle}>
        <Suspense fallback={<p role="status">{page.joinCta.loading}</p>}>
          <JoinForm words={enquiry} />
        </Suspense>
      </Modal>
    </>
  );
}
