import { Banner } from '@bbg/shared/ui/banner/banner';
import styles from './hero.module.css';

/** The kit's Banner by id, kept clear of the side dot navigation on phones. */
export function Hero({ id, onLoad }: { readonly id: number; readonly onLoad: () => void }) {
  return (
    <div className={styles.hero}>
      <Banner id={id} onLoad={onLoad} />
    </div>
  );
}
