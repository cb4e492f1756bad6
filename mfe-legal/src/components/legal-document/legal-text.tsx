import { Link, useHref, useRuntimeConfig } from '@bbg/platform';
import type { LegalLink, LegalText as LegalTextData } from '../../content/legal-document';
import styles from './legal-text.module.css';

/** A site link that prints its full address after itself, since paper cannot follow it. */
function RouteLink({ link }: { readonly link: LegalLink }) {
  const href = useHref(link.to);
  const { siteUrl } = useRuntimeConfig();
  return (
    <Link to={link.to} className={styles.link} data-print-url={new URL(href, siteUrl).href}>
      {link.text}
    </Link>
  );
}

/** A run of legal copy; its links are site routes. */
export function LegalText({ text }: { readonly text: LegalTextData }) {
  if (typeof text === 'string') return text;
  // The parts are fixed copy that never reorders, so their position is a stable key.
  return text.map((part, index) => (typeof part === 'string' ? part : <RouteLink key={index} link={part} />));
}
