export interface InnovationPoint {
  readonly title: string;
  readonly text: string;
}

export const innovationIntro = {
  eyebrow: 'Openness',
  title: 'Innovation through',
  highlight: 'openness',
  description:
    'We believe the best ideas come from everywhere: our people, our partners and the travellers and customers we serve. Openness is how BBG keeps finding better ways to work across the Middle East, Africa and Asia.',
} as const;

export const innovationPoints = [
  { title: 'Open to ideas', text: 'Every team member can propose an improvement, and the best proposals are piloted in a live business within weeks.' },
  { title: 'Open platforms', text: 'Our travel, trading and IT businesses share data and tools, so a solution built for one brand serves the whole group.' },
  { title: 'Open partnerships', text: 'We co-create with airlines, suppliers and technology partners instead of building everything alone.' },
  { title: 'Open to learning', text: 'We measure what works, share what we learn across markets and retire what does not, quickly and without blame.' },
] as const satisfies readonly InnovationPoint[];
