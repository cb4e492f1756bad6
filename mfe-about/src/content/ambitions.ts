// The shapes of the ambition pages' copy; their words in each language are `<locale>/ambitions.json`.

/** One objective or value of the ambition page: a title and a line about it. */
export interface AmbitionPoint {
  readonly title: string;
  readonly description: string;
}

/** A button of the ambition page; 'share' is the kit's Share button (Instagram opens the group's profile). */
interface AmbitionButton {
  readonly icon: 'share';
  readonly label: string;
}

/** An ambition and its values, handed by its page to AmbitionSections. */
export interface Ambition {
  readonly pageName: string;
  readonly id: number;
  readonly title: string;
  readonly objectives: readonly AmbitionPoint[];
  readonly title2: string;
  readonly paragraphs: readonly string[];
  readonly objectives2: readonly AmbitionPoint[];
  /** Closing lines: a `{hashtag}` slot is filled with AMBITION_HASHTAG. */
  readonly paragraphs2: readonly string[];
  readonly buttons: readonly AmbitionButton[];
}

/** The group's hashtag, the same in every language. */
export const AMBITION_HASHTAG = '#ExperienceBBG';
