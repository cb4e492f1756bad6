import { Link } from 'react-router-dom';
import styles from './closing-cta.module.css';

interface ClosingCtaProps {
  readonly title: string;
  readonly text: string;
  readonly buttonText: string;
  readonly link: string;
}

/** The call-to-action that closes the home page, after the last section. */
export function ClosingCta({ title, text, buttonText, link }: ClosingCtaProps) {
  return (
    <aside className={styles.cta} aria-labelledby="home-cta-title">
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
