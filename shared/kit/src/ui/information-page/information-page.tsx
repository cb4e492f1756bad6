import { ExternalLink } from '../external-link/external-link';
import type { InformationPage } from '../../content/information-pages';
import { artImage, LAZY_IMAGE } from '../art/art';
import { CARD_ART_SIZES } from '../card/card-art';
import { ShareButton } from '../share-button/share-button';
import { useKitWords } from '../../words/use-kit-words';
import styles from './information-page.module.css';

interface InformationPageSectionProps {
  readonly page: InformationPage;
  /** Anchor for the banner's Explore button. */
  readonly anchorId?: string;
  /** Names the section instead of its title, where the page's hero already carries that title (landmark names must differ). */
  readonly label?: string;
}

/** The information page its page hands it: title, paragraphs, Share, the brand's logo linked to its site, a store. */
export function InformationPageSection({ page, anchorId = 'overview', label }: InformationPageSectionProps) {
  const showLogo = page.logo && page.link;
  const { website } = useKitWords().externalLink;
  return (
    <section id={anchorId} className={styles.section} aria-labelledby={label ? undefined : `${anchorId}-title`} aria-label={label}>
      <div className={styles.text}>
        <h2 id={`${anchorId}-title`} className={styles.title}>
          {page.title}
        </h2>
        {page.description.map((paragraph) => (
          <p key={paragraph} className={styles.paragraph}>
            {paragraph}
          </p>
        ))}
        <ShareButton />
      </div>
      {showLogo ? (
        <ExternalLink className={styles.logo} href={page.link} note={website}>
          <span className={styles.wordmark}>{page.logo}</span>
        </ExternalLink>
      ) : null}
      {page.store ? (
        <div className={styles.store}>
          <img className={styles.storeImage} {...artImage('fashion', CARD_ART_SIZES)} alt="" {...LAZY_IMAGE} />
          <div>
            <h3 className={styles.storeTitle}>{page.store.title}</h3>
            <p className={styles.paragraph}>{page.store.description}</p>
          </div>
        </div>
      ) : null}
    </section>
  );
}
