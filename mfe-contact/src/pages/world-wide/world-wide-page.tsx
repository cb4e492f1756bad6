import { ScrollSections, type ScrollSection } from '@bbg/kit';
import { presenceCopy, presenceCountries, worldWideBanner, worldWideOverview, worldWideSections } from '../../content/world-wide';
import { OverviewSection } from './overview-section';
import { PresenceSection } from './presence-section';
import { WorldWideBanner } from './world-wide-banner';

const [worldwide, overview, presence] = worldWideSections;

/**
 * /world-wide: the 'Global Industry Leader' banner, then (once its image has loaded) the overview
 * (information page 1) and the presence cards, as scroll-snapping sections with the side dots.
 */
export function Page() {
  const sections: readonly ScrollSection[] = [
    { ...worldwide, render: () => <WorldWideBanner copy={worldWideBanner} nextSectionId={overview.id} /> },
    { ...overview, render: () => <OverviewSection page={worldWideOverview} /> },
    { ...presence, render: () => <PresenceSection copy={presenceCopy} countries={presenceCountries} /> },
  ];
  return <ScrollSections sections={sections} />;
}
