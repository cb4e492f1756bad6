import styles from './highlight.module.css';

/** The highlighted words of a heading on a dark background: the given colour, or the accent. */
export function Highlight({ text, color }: { readonly text: string; readonly color?: string }) {
  return (
    <span
      className={styles.highlight}
      data-color={color ? 'custom' : 'accent'}
      // CSSOM, not a style attribute: the colour comes from the data and the CSP forbids inline styles.
      ref={(node) => node?.style.setProperty('--highlight', color ?? '')}
    >
      {text}
    </span>
  );
}
