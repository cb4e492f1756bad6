/** Sandbox tokens a newsletter document may be granted: never scripts or same-origin access. */
type NewsletterSandboxToken = 'allow-popups' | 'allow-popups-to-escape-sandbox';

/** One newsletter issue /newsletter/:id may frame (its title, in each language, is in `content/<locale>/newsletter.json`). */
export interface Newsletter {
  readonly id: string;
  /**
   * The document's file name, under the configured newsletter storage (runtime config newsletterBaseUrl) or,
   * by default, under this remote's own public/newsletters/ (the samples it ships).
   * Only documents on this list are ever framed: nothing from the address bar becomes a URL.
   */
  readonly file: `${string}.html`;
  /** What the document needs beyond the tightest sandbox; none for the samples (no scripts, no links). */
  readonly sandbox?: readonly NewsletterSandboxToken[];
}

export const newsletters = [
  { id: '1', file: 'bbg-newsletter-1.html' },
  { id: '2', file: 'bbg-newsletter-2.html' },
  { id: '3', file: 'bbg-newsletter-3.html' },
] as const satisfies readonly Newsletter[];

export const findNewsletter = (id: string | undefined): Newsletter | undefined =>
  newsletters.find((newsletter) => newsletter.id === id);

/**
 * The document's URL: under the configured storage, or under this remote's own files (`publicPath`: `/` when
 * it runs alone, `/remotes/media/<version>/` inside the site).
 */
export function newsletterDocumentUrl(newsletter: Newsletter, newsletterBaseUrl: string | undefined, publicPath: string): string {
  const base = newsletterBaseUrl ? newsletterBaseUrl : `${publicPath.replace(/\/$/, '')}/newsletters`;
  return `${base}/${encodeURIComponent(newsletter.file)}`;
}

/** The iframe's sandbox attribute: empty (everything denied) unless the document is listed as needing more. */
export const newsletterSandbox = (newsletter: Newsletter): string => (newsletter.sandbox ?? []).join(' ');
