/** The newsletter page's own words: each issue's title, the page's heading and its frame's title. */
export interface NewsletterLabels {
  /** The title of an issue: its `{id}` slot is filled with the issue's id (`fill` of @bbg/contract). */
  readonly issueTitle: string;
}

/** What /newsletter/:id says when no listed issue has the address's id. */
export interface NewsletterNotFoundCopy {
  readonly title: string;
  /**
   * Its `{id}` slot is filled with the address's id. Arabic isolates the slot (U+2068 … U+2069) so that Latin letters
   * or signs in the id keep their order in the sentence.
   */
  readonly message: string;
  readonly homeLink: string;
}
