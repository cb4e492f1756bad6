import type { InternalHref, SectionHref } from '@bbg/contract';
import type { ArtTopic } from '../ui/art/art';
import type { HighlightColor } from '../ui/highlight/highlight';

/**
 * Banner entry: the hero a page hands to the kit's Banner. Each remote keeps the entries its pages show
 * (`src/content/<locale>/banners.json`); ids 14 and 17 are unassigned in the client's list.
 */
export interface BannerEntry {
  readonly pageName: string;
  readonly id: number;
  readonly title: string;
  readonly highlight: string;
  /** Colour of the highlighted words; the accent when absent. */
  readonly highlightColor?: HighlightColor;
  readonly description: string;
  readonly buttonText?: string;
  /** A page of the site, or `#section-id` to scroll to a section of the page. */
  readonly buttonLink?: InternalHref | SectionHref;
  readonly buttonColor?: string;
  readonly backgroundImage: ArtTopic;
}

/** What a page shows in place of its hero when its route names no entry. */
export const BANNER_NOT_FOUND = 'No data found for this ID';

/** Entry 16 (values and mission): the hero of mfe-about's /values-mission and the shared section of mfe-brands' division pages. */
export const valuesMissionBanner = { pageName: 'Values and Mission', id: 16, title: 'Values &', highlight: 'Mission', description: 'What we stand for and what we set out to do, every day.', buttonText: 'Explore', buttonLink: '#overview', backgroundImage: 'people' } as const satisfies BannerEntry;
