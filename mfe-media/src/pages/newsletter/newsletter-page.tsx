import { fill, type CopyLoaders, type PageProps } from '@bbg/contract';
import { Link, useParams, useReportPageLoaded, useRuntimeConfig } from '@bbg/platform';
import { VisuallyHidden } from '@bbg/kit';
import { copyCatalogues } from '@bbg/runtime';
import { findNewsletter, newsletterDocumentUrl, newsletterSandbox } from '../../config/newsletters';
import type { NewsletterLabels, NewsletterNotFoundCopy } from '../../content/newsletter';
import styles from './newsletter-page.module.css';

/** What the newsletter page says, in whichever language: English's shapes, every language's words. */
interface NewsletterCopy {
  readonly page: {
    readonly newsletterLabels: NewsletterLabels;
    readonly newsletterNotFound: NewsletterNotFoundCopy;
  };
}

/** The page's words in each locale, each a chunk of its own. */
export const copy = {
  en: copyCatalogues<NewsletterCopy>({ page: () => import('../../content/en/newsletter.json') }),
  fr: copyCatalogues<NewsletterCopy>({ page: () => import('../../content/fr/newsletter.json') }),
  ar: copyCatalogues<NewsletterCopy>({ page: () => import('../../content/ar/newsletter.json') }),
} satisfies CopyLoaders<NewsletterCopy>;

declare const __webpack_public_path__: string | undefined;

/** Rspack's run-time public path of this remote (absent under Jest). */
const publicPath = (): string => (typeof __webpack_public_path__ === 'string' && __webpack_public_path__ ? __webpack_public_path__ : '/');

/** /newsletter/:id, outside every layout: the allow-listed document in a full-height borderless frame. */
export function Page({ copy: { page } }: PageProps<NewsletterCopy>) {
  useReportPageLoaded();
  const { newsletterBaseUrl } = useRuntimeConfig();
  const { id = '' } = useParams();
  const newsletter = findNewsletter(id);
  const { newsletterLabels, newsletterNotFound } = page;

  if (!newsletter) {
    return (
      <div className={styles.missing}>
        <div className={styles.message}>
          <h1 className={styles.title}>{newsletterNotFound.title}</h1>
          <p className={styles.text}>{fill(newsletterNotFound.message, { id })}</p>
          <Link className={styles.home} to="/">
            {newsletterNotFound.homeLink}
          </Link>
        </div>
      </div>
    );
  }

  const title = fill(newsletterLabels.issueTitle, { id: newsletter.id });
  return (
    <>
      <VisuallyHidden as="h1">{title}</VisuallyHidden>
      {/* As tight a sandbox as the document allows: the samples get none of scripts, forms, popups or same-origin. */}
      <iframe
        className={styles.frame}
        title={title}
        src={newsletterDocumentUrl(newsletter, newsletterBaseUrl, publicPath())}
        sandbox={newsletterSandbox(newsletter)}
        referrerPolicy="no-referrer"
        loading="eager"
      />
    </>
  );
}
