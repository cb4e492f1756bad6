import type { InformationPage } from '@bbg/shared/content/information-pages';
import { InformationPageSection } from '@bbg/shared/ui/information-page/information-page';
import mapUrl from '../../assets/office-map.svg';
import { MAP_HEIGHT, MAP_WIDTH } from '../../content/office-map.generated';
import styles from './overview-section.module.css';

/** The overview (the kit's information page section) beside the generated map of the group's countries. */
export function OverviewSection({ page }: { readonly page: InformationPage }) {
  return (
    <div className={styles.overview}>
      <InformationPageSection page={page} anchorId="worldwide-overview" />
      <img className={styles.map} src={mapUrl} width={MAP_WIDTH} height={MAP_HEIGHT} alt="" loading="lazy" decoding="async" />
    </div>
  );
}
