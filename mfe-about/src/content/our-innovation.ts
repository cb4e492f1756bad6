// The shapes of /our-innovation's copy; its words in each language are `<locale>/our-innovation.json`.

/** The openness theme of /our-innovation. */
export interface InnovationTheme {
  /** Id of the section; the hero's button scrolls to it (banner 12 links to `#openness`). */
  readonly sectionId: string;
  readonly eyebrow: string;
  readonly title: string;
  /** Words set in the accent colour after the title. */
  readonly highlight: string;
  readonly description: string;
}

export interface InnovationPoint {
  readonly id: string;
  readonly title: string;
  readonly text: string;
}
