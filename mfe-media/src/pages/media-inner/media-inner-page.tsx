import type { CopyLoaders, PageProps } from '@bbg/contract';
import { useReportPageLoaded } from '@bbg/platform';
import { Banner, ScrollSections, type ScrollSection, Section, type SectionTone, SectionHeading } from '@bbg/kit';
import { copyCatalogues } from '@bbg/runtime';
import { StoryGrid } from '../../components/story-card';
import type { InnerPageBanners, MediaInnerLabels, MediaInnerPage, MediaInnerPagesWords } from '../../content/media-inner-pages';
import { findMediaInnerPage } from './find-inner-page';
import styles from './media-inner-page.module.css';

/** What the inner pages say, in whichever language: English's shapes, every language's words. */
interface MediaInnerCopy {
  readonly banners: { readonly banners: InnerPageBanners };
  readonly page: {
    readonly mediaInnerPages: MediaInnerPagesWords;
    readonly mediaInnerLabels: MediaInnerLabels;
  };
}

/** The page's words in each locale, each a chunk of its own. */
export const copy = {
  en: copyCatalogues<MediaInnerCopy>({ banners: () => import('../../content/en/banners.json'), page: () => import('../../content/en/media-inner-pages.json') }),
  fr: copyCatalogues<MediaInnerCopy>({ banners: () => import('../../content/fr/banners.json'), page: () => import('../../content/fr/media-inner-pages.json') }),
  ar: copyCatalogues<MediaInnerCopy>({ banners: () => import('../../content/ar/banners.json'), page: () => import('../../content/ar/media-inner-pages.json') }),
} satisfies CopyLoaders<MediaInnerCopy>;

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

function MissingPage({ message }: { readonly message: string }) {
  useReportPageLoaded();
  return (
    <p className={styles.missing} role="alert">
      {message}
    </p>
  );
}

/** /media-center-inner1 to 5: one page, its hero and topics chosen by the route's content key. */
export function Page({ route, copy: { banners, page: copy } }: PageProps<MediaInnerCopy>) {
  const page = findMediaInnerPage(copy.mediaInnerPages, banners.banners, route.content);
  return page ? <InnerPage key={page.content} page={page} /> : <MissingPage message={copy.mediaInnerLabels.notFound} />;
}
