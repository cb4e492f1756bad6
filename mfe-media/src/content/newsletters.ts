export interface Newsletter {
  readonly id: string;
  readonly title: string;
  /** The document to show, shipped in this remote's public/newsletters/. Only ids in this list are ever framed. */
  readonly file: string;
}

export const newsletters = [
  { id: '1', title: 'BBG Newsletter: Issue 1', file: 'bbg-newsletter-1.html' },
  { id: '2', title: 'BBG Newsletter: Issue 2', file: 'bbg-newsletter-2.html' },
  { id: '3', title: 'BBG Newsletter: Issue 3', file: 'bbg-newsletter-3.html' },
] as const satisfies readonly Newsletter[];

export const findNewsletter = (id: string | undefined): Newsletter | undefined => newsletters.find((n) => n.id === id);
