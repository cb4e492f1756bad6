import { Share2 } from 'lucide-react';
import { useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { shareTargets } from '../../config/external-links';
import { FacebookIcon, InstagramIcon, LinkedinIcon, TwitterIcon } from '../social-icons/social-icons';
import pill from '../pill-button/pill-button.module.css';
import styles from './share-button.module.css';

/** Spec section 7: the Twitter text. */
export const SHARE_TEXT = 'Check out this page from BBG!';

interface ShareButtonProps {
  /** The page to share; the current page when absent. */
  readonly url?: string;
  /** Instagram has no share intent: the group's profile (ambition page) or a link with a caption (news article). */
  readonly instagram?: 'profile' | 'share';
}

/** Share: hovering or focusing shows Facebook, Twitter, LinkedIn and Instagram, each opening in a new tab. */
export function ShareButton({ url, instagram = 'profile' }: ShareButtonProps) {
  const [open, setOpen] = useState(false);
  const [pageUrl, setPageUrl] = useState(url ?? '');
  const button = useRef<HTMLButtonElement>(null);
  const listId = useId();

  // The page's own address is only known in the browser: read it when the links are revealed.
  const reveal = (): void => {
    setPageUrl(url ?? window.location.href);
    setOpen(true);
  };

  const targets = [
    { name: 'Facebook', href: shareTargets.facebook(pageUrl), Icon: FacebookIcon },
    { name: 'Twitter', href: shareTargets.twitter(pageUrl, SHARE_TEXT), Icon: TwitterIcon },
    { name: 'LinkedIn', href: shareTargets.linkedin(pageUrl), Icon: LinkedinIcon },
    {
      name: 'Instagram',
      href: instagram === 'profile' ? shareTargets.instagramProfile : shareTargets.instagramShare(pageUrl, SHARE_TEXT),
      Icon: InstagramIcon,
    },
  ];

  const onKeyDown = (event: KeyboardEvent): void => {
    if (event.key === 'Escape' && open) {
      setOpen(false);
      button.current?.focus();
    }
  };
  const onBlur = (event: FocusEvent): void => {
    if (!event.currentTarget.contains(event.relatedTarget)) setOpen(false);
  };

  return (
    // Hover and focus reveal the links; the button is the control for touch and keyboard.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div className={styles.share} onMouseEnter={reveal} onMouseLeave={() => setOpen(false)} onFocus={reveal} onBlur={onBlur} onKeyDown={onKeyDown}>
      <button ref={button} type="button" className={pill.outline} aria-expanded={open} aria-controls={listId} onClick={reveal}>
        <Share2 aria-hidden="true" size={18} />
        Share
      </button>
      <ul id={listId} className={open ? styles.listOpen : styles.list}>
        {targets.map(({ name, href, Icon }) => (
          <li key={name}>
            <a className={styles.target} href={href} target="_blank" rel="noopener noreferrer" aria-label={`Share on ${name} (opens in a new tab)`}>
              <Icon size={18} />
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
