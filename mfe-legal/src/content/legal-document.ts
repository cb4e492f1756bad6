import type { InternalHref } from '@bbg/contract';

/** A link inside legal copy; `to` is a route of the site. */
export interface LegalLink {
  readonly text: string;
  readonly to: InternalHref;
}

/** A run of text: plain, or a sequence of plain parts and links. */
export type LegalText = string | readonly (string | LegalLink)[];

/** A bulleted list inside a section. */
export interface LegalList {
  readonly list: readonly LegalText[];
}

export type LegalBlock = LegalText | LegalList;

export interface LegalSection {
  /** The section's anchor (`#id`), stable so links to it keep working when the copy changes. */
  readonly id: string;
  readonly heading: string;
  readonly body: readonly LegalBlock[];
}

export interface LegalDocument {
  readonly title: string;
  readonly intro: readonly LegalText[];
  readonly sections: readonly LegalSection[];
}

/** Words the legal document view prints around the document's own copy. */
export interface LegalLabels {
  readonly toc: string;
  readonly backToContents: string;
}

export const isLegalList = (block: LegalBlock): block is LegalList => typeof block === 'object' && 'list' in block;
