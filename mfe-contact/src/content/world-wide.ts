import type { ArtTopic, Stat } from '@bbg/kit';
import { flagUrl } from './flags';

/** Copy and data of /world-wide: the shapes of its words (each language's in `<locale>/world-wide.json`), and its flags. */
export interface PresenceCountry {
  readonly id: string;
  readonly name: string;
  /** The country's part of the world (English's are Asia, Middle East and Africa). */
  readonly region: string;
  readonly summary: string;
  /** The generated scene shown beside the text. */
  readonly art: ArtTopic;
}

/** The URL of each presence country's flag (flag-icons, 4:3; flagUrl), by the country's id. */
export type PresenceFlags = Readonly<Record<string, string>>;

export interface WorldWideBannerCopy {
  readonly title: string;
  readonly highlight: string;
  readonly subtitle: string;
  readonly image: ArtTopic;
  /** Accessible name of the down-arrow. */
  readonly nextLabel: string;
  readonly stats: readonly Stat[];
}

export interface PresenceCopy {
  readonly sectionId: string;
  readonly eyebrow: string;
  readonly title: string;
  readonly intro: string;
  /** Accessible name of each card's down-arrow; {country} is the next card's country. */
  readonly nextLabel: string;
}

interface WorldWideSection {
  readonly id: string;
  readonly tooltip: string;
}

/** The page's three sections: the banner, the overview, the presence cards. */
export type WorldWideSections = readonly [WorldWideSection, WorldWideSection, WorldWideSection];

/** Each presence country's flag, by the country's id. */
export const presenceFlags = {
  india: flagUrl('in'),
  uae: flagUrl('ae'),
  uganda: flagUrl('ug'),
  kenya: flagUrl('ke'),
  zimbabwe: flagUrl('zw'),
  togo: flagUrl('tg'),
  tanzania: flagUrl('tz'),
  'south-africa': flagUrl('za'),
  senegal: flagUrl('sn'),
  namibia: flagUrl('na'),
  mozambique: flagUrl('mz'),
  malawi: flagUrl('mw'),
  madagascar: flagUrl('mg'),
  'ivory-coast': flagUrl('ci'),
  ghana: flagUrl('gh'),
  gabon: flagUrl('ga'),
  congo: flagUrl('cg'),
  djibouti: flagUrl('dj'),
  car: flagUrl('cf'),
  cameroon: flagUrl('cm'),
  nigeria: flagUrl('ng'),
  angola: flagUrl('ao'),
  zambia: flagUrl('zm'),
  rdc: flagUrl('cd'),
} as const satisfies PresenceFlags;
