import { useReportPageLoaded } from '@bbg/shared/platform';
import { presenceCopy, presenceCountries, worldWideBanner } from '../../content/world-wide';
import { PresenceSection } from './presence-section';
import { WorldWideBanner } from './world-wide-banner';

/** /world-wide: the "Global Industry Leader" banner, then the countries where the group is present. */
export function Page() {
  useReportPageLoaded();
  return (
    <>
      <WorldWideBanner copy={worldWideBanner} nextSectionId={presenceCopy.sectionId} />
      <PresenceSection copy={presenceCopy} countries={presenceCountries} />
    </>
  );
}
