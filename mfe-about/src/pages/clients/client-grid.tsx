import { Wordmark, type LogoItem, Card, CardGrid, Section, SectionHeading } from '@bbg/kit';
import styles from './client-grid.module.css';

interface ClientGridProps {
  readonly heading: string;
  readonly intro: string;
  readonly clients: readonly LogoItem[];
}

/** The client logos: 4 columns on wide screens, 3 on tablets, 2 on phones. */
export function ClientGrid({ heading, intro, clients }: ClientGridProps) {
  return (
    <Section tone="lilac" labelledBy="clients-title">
      <SectionHeading id="clients-title" title={heading} lead={intro} />
      <CardGrid columns={4} dense>
        {clients.map((client) => (
          <Card as="li" key={client.id} className={styles.cell}>
            <Wordmark name={client.name} size="sm" />
          </Card>
        ))}
      </CardGrid>
    </Section>
  );
}
