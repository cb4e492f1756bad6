import type { CopyLoaders, PageProps } from '@bbg/contract';
import { ScrollSections, type InformationPage, type ScrollSection } from '@bbg/kit';
import { copyCatalogues } from '@bbg/runtime';
import { presenceFlags, type PresenceCopy, type PresenceCountry, type WorldWideBannerCopy, type WorldWideSections } from '../../content/world-wide';
import { OverviewSection } from './overview-section';
import { PresenceSection } from './presence-section';
import { WorldWideBanner } from './world-wide-banner';

/** What /world-wide says, in whichever language: English's shapes, every language's words. */
interface WorldWideCopy {
  readonly page: {
    readonly worldWideSections: WorldWideSections;
    readonly worldWideOverview: InformationPage;
    readonly worldWideBanner: WorldWideBannerCopy;
    readonly presenceCopy: PresenceCopy;
    readonly presenceCountries: readonly PresenceCountry[];
  };
}

/** The page's words in each locale, each a chunk of its own. */
export const copy = {
  en: copyCatalogues<WorldWideCopy>({ page: () => import('../../content/en/world-wide.json') }),
  fr: copyCatalogues<WorldWideCopy>({ page: () => import('../../content/fr/world-wide.json') }),
  ar: copyCatalogues<WorldWideCopy>({ page: () => import('../../content/ar/world-wide.json') }),
} satisfies CopyLoaders<WorldWideCopy>;

/**
 * /world-wide: the 'Global Industry Leader' banner, then (once its image has loaded) the overview
 * (information page 1) and the presence cards, as scroll-snapping sections with the side dots.
 */
export function Page({ copy: { page } }: PageProps<WorldWideCopy>) {
  const { worldWideSections, worldWideOverview, worldWideBanner, presenceCopy, presenceCountries } = page;
  const [worldwide, overview, presence] = worldWideSections;
  const sections: readonly ScrollSection[] = [
    { ...worldwide, render: () => <WorldWideBanner copy={worldWideBanner} nextSectionId={overview.id} /> },
    { ...overview, render: () => <OverviewSection page={worldWideOverview} /> },
    { ...presence, render: () => <PresenceSection copy={presenceCopy} countries={presenceCountries} flags={presenceFlags} /> },
  ];
  return <ScrollSections sections={sections} />;
}
