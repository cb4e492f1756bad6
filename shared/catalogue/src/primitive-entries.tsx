import { Pause, Share2 } from 'lucide-react';
import { useState } from 'react';
import { Button, Eyebrow, Card, CardLink, CardGrid, FormField, NumberedCards, Section, SectionHeading, StatList } from '@bbg/kit';
import { CatalogueEntry as Entry } from './catalogue-entry';
import { catalogueStats, catalogueValues } from './catalogue-content';

/** The kit's building blocks: the pieces every page is composed from. */
export function PrimitiveEntries() {
  const [email, setEmail] = useState('');
  const invalid = email !== '' && !email.includes('@');
  return (
    <>
      <Entry title="Eyebrows">
        <Eyebrow>Section</Eyebrow>
        <Eyebrow tone="accent" size="sm">
          Card category
        </Eyebrow>
        <Eyebrow tone="muted">Group</Eyebrow>
      </Entry>
      <Entry title="Buttons">
        <Button>Solid</Button>
        <Button variant="accent">Accent</Button>
        <Button variant="outline">Outline</Button>
        <Button variant="quiet">Quiet</Button>
        <Button size="sm" to="/brands">
          Small link
        </Button>
        <Button size="lg" href="https://example.com/">
          Large, to another site
        </Button>
        <Button icon aria-label="Share">
          <Share2 aria-hidden="true" size={20} />
        </Button>
        <Button disabled>Disabled</Button>
      </Entry>
      <Entry title="Buttons on dark" dark>
        <Button variant="light">Light</Button>
        <Button variant="outline">Outline</Button>
        <Button variant="glass">Glass</Button>
        <Button variant="veil" icon aria-label="Pause">
          <Pause aria-hidden="true" size={20} />
        </Button>
      </Entry>
      <Section tone="lilac" labelledBy="catalogue-section-title">
        <SectionHeading id="catalogue-section-title" eyebrow="Section and heading" title="A lilac band with its" highlight="heading" lead="Eyebrow, title with a highlight, and a lead paragraph." />
        <CardGrid columns={4} label="Values">
          {catalogueValues.map((value) => (
            <Card as="li" key={value.title}>
              <strong>{value.title}</strong>
              <p>{value.text}</p>
            </Card>
          ))}
        </CardGrid>
        <CardGrid as="ol" columns={3} label="Cards that are links">
          {catalogueValues.slice(0, 3).map((value) => (
            <Card as="li" key={value.title} tone="ink" lift>
              <CardLink to="/about-us">{value.title}</CardLink>
              <p>{value.text}</p>
            </Card>
          ))}
        </CardGrid>
      </Section>
      <Section labelledBy="catalogue-steps-title">
        <SectionHeading id="catalogue-steps-title" title="Numbered cards" />
        <NumberedCards items={catalogueValues} columns={4} bar label="Our values, in order" />
      </Section>
      <Section tone="brand" labelledBy="catalogue-stats-title">
        <SectionHeading id="catalogue-stats-title" tone="light" align="center" title="Stat list" />
        <StatList stats={catalogueStats} columns={3} />
      </Section>
      <Entry title="Form field">
        <FormField label="Email" required error={invalid ? 'Enter an email address with an @.' : undefined}>
          {(control) => <input {...control} type="email" value={email} onChange={(event) => setEmail(event.target.value)} />}
        </FormField>
        <FormField label="Message" hint="(optional)">
          {(control) => <textarea {...control} rows={3} />}
        </FormField>
      </Entry>
    </>
  );
}
