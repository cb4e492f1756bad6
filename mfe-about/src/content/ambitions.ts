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
  readonly paragraphs2: readonly string[];
  readonly buttons: readonly AmbitionButton[];
}

/** What an ambition with neither objectives nor values shows in their place (docs/behaviour.md#content-by-id). */
export const AMBITION_NOT_FOUND = 'Data not found for the given ID.';
/** The group's hashtag, the same in every language. @verbatim */
export const AMBITION_HASHTAG = '#ExperienceBBG';

/** The ambitions of this remote's pages: /our-ambition shows `ourAmbition` (ambition 1). */
export const ambitions = {
  ourAmbition: {
    pageName: 'Our Ambition',
    id: 1,
    title: 'Our objectives',
    objectives: [
      { title: 'Building Iconic Brands', description: 'Brands people remember and recommend, in travel, electronics, fashion and trade.' },
      { title: 'Expanding Global Footprint', description: 'From the Middle East, Africa and Asia to new markets, with local teams in each.' },
      { title: 'Delivering Exceptional Service', description: 'Every booking, delivery and visit handled as if it were the only one.' },
      { title: 'Promoting Sustainable Travel', description: 'Journeys that respect the places and communities they reach.' },
    ],
    title2: 'The values behind our ambition',
    paragraphs: ['Eight values shape how we pursue that ambition, in every business and every country we work in.'],
    objectives2: [
      { title: 'People First', description: 'Our people and our customers come before everything else.' },
      { title: 'No Compromise', description: 'Quality is never traded for speed or cost.' },
      { title: 'Efficiency', description: 'We remove waste so customers get more for less.' },
      { title: 'Simplicity', description: 'Clear offers, clear prices, clear answers.' },
      { title: 'Informed', description: 'Decisions rest on data and on what customers tell us.' },
      { title: 'Passion for Exploration', description: 'We love new places, new ideas and new markets.' },
      { title: 'Convenience', description: 'Booking, buying and getting help are easy, anywhere.' },
      { title: 'Social Connection', description: 'Travel and trade bring people together; we build on that.' },
    ],
    paragraphs2: [`Share how you travel, work and celebrate with us: ${AMBITION_HASHTAG}`],
    buttons: [{ icon: 'share', label: 'Share' }],
  },
} as const satisfies Record<string, Ambition>;
