import { BannerPage } from '@bbg/shared/ui/banner/banner-page';
import { OUR_AMBITION_ID } from '../../content/ambitions';
import { AmbitionSections } from './ambition-sections';

/** The generic banner entry that opens the page. */
const AMBITION_HERO_ID = 11;

/** /our-ambition: hero 11, then the ambition's objectives, values and Share. */
export function Page() {
  return (
    <BannerPage heroId={AMBITION_HERO_ID}>
      <AmbitionSections id={OUR_AMBITION_ID} />
    </BannerPage>
  );
}
