import type { ExternalHref } from '@bbg/contract';

/** Static page record: the overview section of many pages, handed to the kit's InformationPageSection. */
export interface InformationPage {
  readonly pageName: string;
  readonly id: number;
  readonly title: string;
  readonly description: readonly string[];
  /** The brand's wordmark, linked to its site when it has one. */
  readonly logo?: string;
  readonly link?: ExternalHref;
  /** A store shown under the page (id 17: the airport fashion store). */
  readonly store?: { readonly title: string; readonly description: string };
}

export const INFORMATION_NOT_FOUND = 'No data found for this ID.';
