import type { InformationPage } from '@bbg/kit';

/** The overview sections of this remote's pages, as each language's `<locale>/information-pages.json` words them. */
export interface InformationPages {
  readonly clients: InformationPage;
  readonly sustainability: InformationPage;
  readonly bbgOverview: InformationPage;
  readonly valuesMission: InformationPage;
  readonly visionValues: InformationPage;
  /** No page shows it yet. */
  readonly financials: InformationPage;
}
