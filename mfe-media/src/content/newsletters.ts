/** One newsletter issue /newsletter/:id may frame. */
export interface Newsletter {
  readonly id: string;
  readonly title: string;
  /**
   * The document, a path from the root of this remote's own files (it ships them in public/newsletters/).
   * Only documents on this list are ever framed: nothing from the address bar becomes a URL.
   */
  readonly src: `/newsletters/${string}.html`;
}

export interface NewsletterNotFoundCopy {
  readonly title: string;
  readonly message: (id: string) => string;
  readonly homeLink: string;
}

export const newsletters = [
  { id: '1', title: 'BBG Newsletter: Issue 1', src: '/newsletters/bbg-newsletter-1.html' },
  { id: '2', title: 'BBG Newsletter: Issue 2', src: '/newsletters/bbg-newsletter-2.html' },
  { id: '3', title: 'BBG Newsletter: Issue 3', src: '/newsletters/bbg-newsletter-3.html' },
] as const satisfies readonly Newsletter[];

export const newsletterNotFound = {
  title: 'Newsletter not found',
  message: (id) => `We could not find newsletter \u201c${id}\u201d.`,
  homeLink: 'Back to the home page',
} as const satisfies NewsletterNotFoundCopy;

export const findNewsletter = (id: string | undefined): Newsletter | undefined =>
  newsletters.find((newsletter) => newsletter.id === id);
