import type { CopyLoaders, PageProps } from '@bbg/contract';
import { Banner, type BannerEntry, ScrollSections, type ScrollSection, Section, SectionHeading } from '@bbg/kit';
import { copyCatalogues } from '@bbg/runtime';
import { gallerySettings, type FoundationDayLabels, type GallerySection, type GallerySlide, type GalleryWords } from '../../content/foundation-day';
import { Gallery } from './gallery';

/** What the foundation day page says, in whichever language: English's shapes, every language's words. */
interface FoundationDayCopy {
  readonly banners: { readonly banners: { readonly foundationDay: BannerEntry } };
  readonly page: {
    readonly gallerySection: GallerySection;
    readonly galleryConfig: GalleryWords;
    readonly gallerySlides: readonly GallerySlide[];
    readonly foundationDayLabels: FoundationDayLabels;
  };
}

/** The page's words in each locale, each a chunk of its own. */
export const copy = {
  en: copyCatalogues<FoundationDayCopy>({ banners: () => import('../../content/en/banners.json'), page: () => import('../../content/en/foundation-day.json') }),
  fr: copyCatalogues<FoundationDayCopy>({ banners: () => import('../../content/fr/banners.json'), page: () => import('../../content/fr/foundation-day.json') }),
  ar: copyCatalogues<FoundationDayCopy>({ banners: () => import('../../content/ar/banners.json'), page: () => import('../../content/ar/foundation-day.json') }),
} satisfies CopyLoaders<FoundationDayCopy>;

/** /media-day: hero 37, then the foundation day gallery. */
export function Page({ copy: { banners, page } }: PageProps<FoundationDayCopy>) {
  const { gallerySection, galleryConfig, gallerySlides, foundationDayLabels } = page;
  const sections: readonly ScrollSection[] = [
    { id: 'foundation-day', tooltip: foundationDayLabels.heroTooltip, render: () => <Banner entry={banners.banners.foundationDay} /> },
    {
      id: gallerySection.id,
      tooltip: gallerySection.tooltip,
      render: () => (
        <Section as="div" height="full" tone="lilac">
          <SectionHeading eyebrow={gallerySection.eyebrow} title={gallerySection.title} lead={gallerySection.text} align="center" />
          <Gallery config={{ ...gallerySettings, ...galleryConfig }} slides={gallerySlides} />
        </Section>
      ),
    },
  ];
  return <ScrollSections sections={sections} />;
}
