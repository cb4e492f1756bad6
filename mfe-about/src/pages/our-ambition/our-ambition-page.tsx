import type { CopyLoaders, PageProps } from '@bbg/contract';
import { BannerPage, type BannerEntry } from '@bbg/kit';
import { copyCatalogues } from '@bbg/runtime';
import type { Ambition } from '../../content/ambitions';
import { AmbitionSections } from './ambition-sections';

/** What /our-ambition says, in whichever language: English's shapes, every language's words. */
interface OurAmbitionCopy {
  readonly banners: { readonly banners: { readonly ourAmbition: BannerEntry } };
  readonly page: { readonly ambitions: { readonly ourAmbition: Ambition }; readonly AMBITION_NOT_FOUND: string };
}

/** The page's words in each locale, each a chunk of its own. */
export const copy = {
  en: copyCatalogues<OurAmbitionCopy>({ banners: () => import('../../content/en/banners.json'), page: () => import('../../content/en/ambitions.json') }),
  fr: copyCatalogues<OurAmbitionCopy>({ banners: () => import('../../content/fr/banners.json'), page: () => import('../../content/fr/ambitions.json') }),
  ar: copyCatalogues<OurAmbitionCopy>({ banners: () => import('../../content/ar/banners.json'), page: () => import('../../content/ar/ambitions.json') }),
} satisfies CopyLoaders<OurAmbitionCopy>;

/** /our-ambition: hero 11, then ambition 1's objectives, values and Share. */
export function Page({ copy: { banners, page } }: PageProps<OurAmbitionCopy>) {
  return (
    <BannerPage hero={banners.banners.ourAmbition}>
      <AmbitionSections ambition={page.ambitions.ourAmbition} notFound={page.AMBITION_NOT_FOUND} />
    </BannerPage>
  );
}
