import { Link } from '@bbg/shared/navigation/router/router';
import styles from './closing-cta.module.css';

interface ClosingCtaProps {
  readonly title: string;
  readonly text: string;
  readonly buttonText: string;
  readonly link: string;
  /** False until the page has loaded: held back (by CSS, where scripts run) with the sections it closes. */
  readonly revealed: boolean;
}

/** The call-to-action that closes the home page, after the last section. */
export function ClosingCta({ title, text, buttonText, link, revealed }: ClosingCtaProps) {
  return (
    <aside className={styles.cta} aria-labelledby="home-cta-title" data-revealed={revealed}>
      <h2 id="home-cta-title" className={styles.title}>
        {title}
      </h2>
      <p className={styles.text}>{text}</p>
      <Link className={styles.button} to={link}>
        {buttonText}
      </Link>
    </aside>
  );
}
