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

export const opennessTheme = {
  sectionId: 'openness',
  eyebrow: 'Our approach',
  title: 'Innovation through',
  highlight: 'openness',
  description:
    'The best ideas come from everywhere: our people, our partners and the travellers and customers we serve. Openness is how BBG keeps finding better ways to work across the Middle East, Africa and Asia.',
} as const satisfies InnovationTheme;

export const innovationPoints = [
  {
    id: 'ideas',
    title: 'Open to ideas',
    text: 'Every team member can propose an improvement, and the strongest proposals are piloted in a live business within weeks.',
  },
  {
    id: 'platforms',
    title: 'Open platforms',
    text: 'Our travel, trading and IT businesses share data and tools, so a solution built for one brand serves the whole group.',
  },
  {
    id: 'partnerships',
    title: 'Open partnerships',
    text: 'We co-create with airlines, suppliers and technology partners instead of building everything alone.',
  },
  {
    id: 'learning',
    title: 'Open to learning',
    text: 'We measure what works, share what we learn across markets and retire what does not, quickly and without blame.',
  },
] as const satisfies readonly InnovationPoint[];
