import { BannerPage } from '@bbg/shared/ui/banner/banner-page';
import { OUR_AMBITION_ID } from '../../content/ambitions';
import { banners } from '../../content/banners';
import { AmbitionSections } from './ambition-sections';

/** /our-ambition: hero 11, then the ambition's objectives, values and Share. */
export function Page() {
  return (
    <BannerPage hero={banners.ourAmbition}>
      <AmbitionSections id={OUR_AMBITION_ID} />
    </BannerPage>
  );
}
