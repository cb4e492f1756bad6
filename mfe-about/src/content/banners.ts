import type { BannerEntry } from '@bbg/kit';

/**
 * The heroes of this remote's pages, by page, as each language's `<locale>/banners.json` words them. Entry 16 (values
 * and mission) is the kit's `valuesMissionBanner`, which mfe-brands shows too; this remote words it in every language.
 */
export interface Banners {
  readonly bbgOverview: BannerEntry;
  readonly visionValues: BannerEntry;
  readonly ourAmbition: BannerEntry;
  readonly ourInnovation: BannerEntry;
  readonly ourLeadership: BannerEntry;
  readonly clients: BannerEntry;
  readonly valuesMission: BannerEntry;
  readonly sustainability: BannerEntry;
}
