import { BannerPage } from '@bbg/kit';
import { ambitions } from '../../content/ambitions';
import { banners } from '../../content/banners';
import { AmbitionSections } from './ambition-sections';

/** /our-ambition: hero 11, then ambition 1's objectives, values and Share. */
export function Page() {
  return (
    <BannerPage hero={banners.ourAmbition}>
      <AmbitionSections ambition={ambitions.ourAmbition} />
    </BannerPage>
  );
}
