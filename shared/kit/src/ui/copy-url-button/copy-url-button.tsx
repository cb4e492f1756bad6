import { Link2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../button/button';
import { useKitWords } from '../../words/use-kit-words';
import styles from './copy-url-button.module.css';

const COPY_CONFIRM_MS = 2000;

/** Copies origin + path (no query) to the clipboard; confirms for 2 s; a refused clipboard is only logged. */
export function CopyUrlButton() {
  const [copied, setCopied] = useState(false);
  const words = useKitWords().copyUrl;
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const copy = async (): Promise<void> => {
    try {
      await navigator.clipboard.writeText(`${window.location.origin}${window.location.pathname}`);
      setCopied(true);
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => setCopied(false), COPY_CONFIRM_MS);
    } catch (error) {
      console.error('Could not copy the URL:', error);
    }
  };

  return (
    <span className={styles.wrap}>
      <Button variant="outline" onClick={() => void copy()}>
        <Link2 aria-hidden="true" size={18} />
        {words.button}
      </Button>
      <span role="status" className={styles.status}>
        {copied ? words.copied : ''}
      </span>
    </span>
  );
}
