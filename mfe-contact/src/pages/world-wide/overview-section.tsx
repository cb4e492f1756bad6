import { type InformationPage, InformationPageSection, LAZY_IMAGE } from '@bbg/kit';
import { officeMapImage } from '../../assets/office-map';
import styles from './overview-section.module.css';

/** The overview (the kit's information page section) beside the generated map of the group's countries. */
export function OverviewSection({ page }: { readonly page: InformationPage }) {
  return (
    <div className={styles.overview}>
      <InformationPageSection page={page} anchorId="worldwide-overview" />
      <img className={styles.map} {...officeMapImage('(min-width: 48rem) 50vw, 100vw')} alt="" {...LAZY_IMAGE} />
    </div>
  );
}
