import { Share2 } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent, type PointerEvent } from 'react';
import { fill, localizedPath, shareTargets } from '@bbg/contract';
import { useLocale, useLocation, useRuntimeConfig } from '@bbg/platform';
import { FacebookIcon, InstagramIcon, LinkedinIcon, TwitterIcon } from '../social-icons/social-icons';
import { Button } from '../button/button';
import { useKitWords } from '../../words/use-kit-words';
import styles from './share-button.module.css';

interface ShareButtonProps {
  /** The page to share; the current page when absent. */
  readonly url?: string;
  /** Instagram has no share intent: the group's profile (ambition page) or a link with a caption (news article). */
  readonly instagram?: 'profile' | 'share';
}

const shareLinks = (url: string, instagram: 'profile' | 'share', text: string) => [
  { name: 'Facebook', href: shareTargets.facebook(url), Icon: FacebookIcon },
  { name: 'Twitter', href: shareTargets.twitter(url, text), Icon: TwitterIcon },
  { name: 'LinkedIn', href: shareTargets.linkedin(url), Icon: LinkedinIcon },
  {
    name: 'Instagram',
    href: instagram === 'profile' ? shareTargets.instagramProfile : shareTargets.instagramShare(url, text),
    Icon: InstagramIcon,
  },
];

/**
 * Share: hovering (mouse) or focusing shows Facebook, Twitter, LinkedIn and Instagram, each opening in a new tab;
 * leaving hides them, Escape hides them and returns focus to the button, and the button toggles them for touch.
 * The served page works the same before its scripts arrive: CSS shows the list on hover and focus until the page is
 * live, and the links already carry the page's public address. Adoption keeps a list that is open under the pointer.
 */
export function ShareButton({ url, instagram = 'profile' }: ShareButtonProps) {
  const [open, setOpen] = useState(false);
  const words = useKitWords().share;
  const { siteUrl } = useRuntimeConfig();
  const { pathname } = useLocation();
  // The router's path is English's; the page shared is the one read, in its language.
  const address = new URL(localizedPath(pathname, useLocale()), `${siteUrl}/`).href;
  const button = useRef<HTMLButtonElement>(null);
  const wrapper = useRef<HTMLDivElement>(null);
  /** The pointer behind the press under way, from pointerdown to its click ('' for keyboard). */
  const press = useRef('');
  const listId = useId();

  // A list the visitor opened before adoption (CSS, on hover or focus) stays open once scripts hold the state.
  useEffect(() => {
    if (wrapper.current?.matches(':hover, :focus-within')) setOpen(true);
  }, []);

  const show = (): void => setOpen(true);
  // A tap also fires pointerenter; only a mouse hovers, or the tap's click would toggle the list shut again.
  const onPointerEnter = (event: PointerEvent): void => {
    if (event.pointerType === 'mouse') show();
  };
  const onPointerLeave = (event: PointerEvent): void => {
    if (event.pointerType === 'mouse') setOpen(false);
  };
  // Focus arriving from outside opens the list, unless a press caused it (a tap focuses just before its click).
  const onFocus = (event: FocusEvent): void => {
    if (press.current === '' && !event.currentTarget.contains(event.relatedTarget)) show();
  };
  const onBlur = (event: FocusEvent): void => {
    if (!event.currentTarget.contains(event.relatedTarget)) setOpen(false);
  };
  // Toggle for touch and keyboard; a mouse click keeps the list that hovering already opened.
  const onClick = (): void => {
    if (press.current === 'mouse') show();
    else if (open) setOpen(false);
    else show();
  };
  const onKeyDown = (event: KeyboardEvent): void => {
    press.current = '';
    if (event.key !== 'Escape' || !open) return;
    setOpen(false);
    button.current?.focus();
  };

  return (
    // The wrapper only listens for hover and focus-within; the button is the control for touch and keyboard.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div
      ref={wrapper}
      className={styles.share}
      onPointerEnter={onPointerEnter}
      onPointerLeave={onPointerLeave}
      onPointerDown={(event) => {
        press.current = event.pointerType;
      }}
      onPointerCancel={() => {
        press.current = '';
      }}
      onClick={() => {
        press.current = '';
      }}
      onFocus={onFocus}
      onBlur={onBlur}
      onKeyDown={onKeyDown}
    >
      <Button ref={button} variant="outline" aria-expanded={open} aria-controls={listId} onClick={onClick}>
        <Share2 aria-hidden="true" size={18} />
        {words.button}
      </Button>
      <ul id={listId} className={open ? styles.listOpen : styles.list}>
        {shareLinks(url ?? address, instagram, words.text).map(({ name, href, Icon }) => (
          <li key={name}>
            <a className={styles.target} href={href} target="_blank" rel="noopener noreferrer" aria-label={fill(words.target, { name })}>
              <Icon size={18} />
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
