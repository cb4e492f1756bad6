/** The newsletter page's own words: each issue's title, the page's heading and its frame's title. */
export interface NewsletterLabels {
  /** The title of the issue with this id. */
  readonly issueTitle: (id: string) => string;
}

/** What /newsletter/:id says when no listed issue has the address's id. */
export interface NewsletterNotFoundCopy {
  readonly title: string;
  readonly message: (id: string) => string;
  readonly homeLink: string;
}

export const newsletterLabels = {
  issueTitle: (id) => `BBG Newsletter: Issue ${id}`,
} as const satisfies NewsletterLabels;

export const newsletterNotFound = {
  title: 'Newsletter not found',
  message: (id) => `We could not find newsletter \u201c${id}\u201d.`,
  homeLink: 'Back to the home page',
} as const satisfies NewsletterNotFoundCopy;
