import { Card } from '../card/card';
import { SubscribeBox } from './subscribe-box';
import styles from './newsletter-panel.module.css';

interface NewsletterPanelProps {
  readonly title: string;
  readonly text: string;
  /** The email field's label. */
  readonly label: string;
  /** 'ink' on a light section, 'glass' on a dark one. */
  readonly tone?: 'ink' | 'glass';
}

/** The newsletter call of the partners and brands pages: a title, a line of text and the box (partners/brands rule). */
export function NewsletterPanel({ title, text, label, tone = 'ink' }: NewsletterPanelProps) {
  return (
    <Card tone={tone} padding="lg" className={styles.panel}>
      <h3 className={styles.title}>{title}</h3>
      <p className={styles.text}>{text}</p>
      <SubscribeBox rule="newsletter" label={label} tone="dark" />
    </Card>
  );
}
