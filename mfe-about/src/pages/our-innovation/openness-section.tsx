import { Section, SectionHeading, NumberedCards } from '@bbg/kit';
import type { InnovationPoint, InnovationTheme } from '../../content/our-innovation';

interface OpennessSectionProps {
  readonly theme: InnovationTheme;
  readonly points: readonly InnovationPoint[];
}

/** The openness theme and its points, numbered, in a grid of one, two or four columns. */
export function OpennessSection({ theme, points }: OpennessSectionProps) {
  const titleId = `${theme.sectionId}-title`;
  return (
    <Section id={theme.sectionId} tone="lilac" height="full" labelledBy={titleId}>
      <SectionHeading id={titleId} eyebrow={theme.eyebrow} title={theme.title} highlight={theme.highlight} lead={theme.description} />
      <NumberedCards items={points} bar />
    </Section>
  );
}
