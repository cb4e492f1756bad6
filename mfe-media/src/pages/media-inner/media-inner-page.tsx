import type { PageProps } from '@bbg/contract';
import { useReportPageLoaded } from '@bbg/platform';
import { BANNER_NOT_FOUND, Banner, ScrollSections, type ScrollSection, Section, type SectionTone, SectionHeading } from '@bbg/kit';
import { StoryGrid } from '../../components/story-card';
import { findMediaInnerPage, type MediaInnerPage } from '../../content/media-inner-pages';
import styles from './media-inner-page.module.css';

const TONES: readonly SectionTone[] = ['lilac', 'white'];

function InnerPage({ page }: { readonly page: MediaInnerPage }) {
  const sections: readonly ScrollSection[] = [
    { id: 'hero', tooltip: page.tooltip, render: () => <Banner entry={page.hero} /> },
    ...page.categories.map((category, index) => ({
      id: category.id,
      tooltip: category.tooltip ?? category.title,
      render: () => (
        <Section as="div" height="full" tone={TONES[index % TONES.length] ?? 'white'}>
          <SectionHeading title={category.title} lead={category.text} />
          <StoryGrid stories={category.stories} />
        </Section>
      ),
    })),
  ];
  return <ScrollSections sections={sections} />;
}

function MissingPage() {
  useReportPageLoaded();
  return (
    <p className={styles.missing} role="alert">
      {BANNER_NOT_FOUND}.
    </p>
  );
}

/** /media-center-inner1 to 5: one page, its hero and topics chosen by the route's content key. */
export function Page({ route }: PageProps) {
  const page = findMediaInnerPage(route.content);
  return page ? <InnerPage key={page.content} page={page} /> : <MissingPage />;
}
