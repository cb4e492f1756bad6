import type { CopyLoaders, PageProps } from '@bbg/contract';
import { Banner, type BannerEntry, type CarouselConfig, ScrollSections, type ScrollSection, Section, SectionHeading } from '@bbg/kit';
import { copyParts } from '@bbg/runtime';
import type { FoundationDayLabels, GallerySection, GallerySlide } from '../../content/foundation-day';
import { Gallery } from './gallery';

/** What the foundation day page says, in whichever language: English's shapes, every language's words. */
interface FoundationDayCopy {
  readonly banners: { readonly banners: { readonly foundationDay: BannerEntry } };
  readonly page: {
    readonly gallerySection: GallerySection;
    readonly galleryConfig: CarouselConfig;
    readonly gallerySlides: readonly GallerySlide[];
    readonly foundationDayLabels: FoundationDayLabels;
  };
}

/** The page's words in each locale, each a chunk of its own. */
export const copy = {
  en: copyParts({ banners: () => import('../../content/banners'), page: () => import('../../content/foundation-day') }),
  fr: copyParts({ banners: () => import('../../content/fr/banners'), page: () => import('../../content/fr/foundation-day') }),
  ar: copyParts({ banners: () => import('../../content/ar/banners'), page: () => import('../../content/ar/foundation-day') }),
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
          <Gallery config={galleryConfig} slides={gallerySlides} />
        </Section>
      ),
    },
  ];
  return <ScrollSections sections={sections} />;
}
