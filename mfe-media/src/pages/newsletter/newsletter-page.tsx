import { Link, useParams } from 'react-router-dom';
import { useReportPageLoaded } from '@bbg/shared/platform';
import { VisuallyHidden } from '@bbg/shared/ui/visually-hidden/visually-hidden';
import { findNewsletter, newsletterNotFound, type Newsletter } from '../../content/newsletters';
import styles from './newsletter-page.module.css';

declare const __webpack_public_path__: string | undefined;

/**
 * The documents travel with this remote's release, so they resolve against its own folder: `/` when it runs
 * alone, `/remotes/media/<version>/` inside the site (Rspack's run-time public path; absent under Jest).
 */
const documentUrl = (src: Newsletter['src']): string => {
  const base = typeof __webpack_public_path__ === 'string' && __webpack_public_path__ ? __webpack_public_path__ : '/';
  return `${base.replace(/\/$/, '')}${src}`;
};

/** /newsletter/:id, outside every layout: the allow-listed document in a full-height borderless frame. */
export function Page() {
  useReportPageLoaded();
  const { id = '' } = useParams();
  const newsletter = findNewsletter(id);

  if (!newsletter) {
    return (
      <div className={styles.missing}>
        <div className={styles.message}>
          <h1 className={styles.title}>{newsletterNotFound.title}</h1>
          <p className={styles.text}>{newsletterNotFound.message(id)}</p>
          <Link className={styles.home} to="/">
            {newsletterNotFound.homeLink}
          </Link>
        </div>
      </div>
    );
  }

  return (
    <>
      <VisuallyHidden as="h1">{newsletter.title}</VisuallyHidden>
      {/* Static documents without scripts: the tightest sandbox (no scripts, forms, popups or same-origin access). */}
      <iframe
        className={styles.frame}
        title={newsletter.title}
        src={documentUrl(newsletter.src)}
        sandbox=""
        referrerPolicy="no-referrer"
        loading="eager"
      />
    </>
  );
}
