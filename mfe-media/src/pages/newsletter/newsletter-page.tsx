import { Link, useParams, useReportPageLoaded, useRuntimeConfig } from '@bbg/platform';
import { VisuallyHidden } from '@bbg/kit';
import { findNewsletter, newsletterDocumentUrl, newsletterNotFound, newsletterSandbox } from '../../config/newsletters';
import styles from './newsletter-page.module.css';

declare const __webpack_public_path__: string | undefined;

/** Rspack's run-time public path of this remote (absent under Jest). */
const publicPath = (): string => (typeof __webpack_public_path__ === 'string' && __webpack_public_path__ ? __webpack_public_path__ : '/');

/** /newsletter/:id, outside every layout: the allow-listed document in a full-height borderless frame. */
export function Page() {
  useReportPageLoaded();
  const { newsletterBaseUrl } = useRuntimeConfig();
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
      {/* As tight a sandbox as the document allows: the samples get none of scripts, forms, popups or same-origin. */}
      <iframe
        className={styles.frame}
        title={newsletter.title}
        src={newsletterDocumentUrl(newsletter, newsletterBaseUrl, publicPath())}
        sandbox={newsletterSandbox(newsletter)}
        referrerPolicy="no-referrer"
        loading="eager"
      />
    </>
  );
}
