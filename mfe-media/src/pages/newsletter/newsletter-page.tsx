import { Link, useParams } from 'react-router-dom';
import { useReportPageLoaded } from '@bbg/shared/platform';
import { VisuallyHidden } from '@bbg/shared/ui/visually-hidden/visually-hidden';
import { findNewsletter } from '../../content/newsletters';
import styles from './newsletter-page.module.css';

declare const __webpack_public_path__: string | undefined;

/** The documents travel with this remote's release, so they resolve against its own folder. */
const documentUrl = (file: string): string =>
  `${typeof __webpack_public_path__ === 'string' ? __webpack_public_path__ : '/'}newsletters/${file}`;

/** /newsletter/:id, outside every layout: a full-height borderless frame with the newsletter document. */
export function Page() {
  useReportPageLoaded();
  const { id } = useParams();
  const newsletter = findNewsletter(id);
  if (!newsletter) {
    return (
      <div className={styles.missing}>
        <h1 className={styles.title}>Newsletter not found</h1>
        <p>We could not find newsletter “{id}”.</p>
        <Link className={styles.home} to="/">
          Back to the home page
        </Link>
      </div>
    );
  }
  return (
    <>
      <VisuallyHidden as="h1">{newsletter.title}</VisuallyHidden>
      <iframe className={styles.frame} title={newsletter.title} src={documentUrl(newsletter.file)} sandbox="" referrerPolicy="no-referrer" />
    </>
  );
}
