import { useEffect, useState } from 'react';
import { LOCALE_INFO, localizedPath, type Locale } from '@bbg/contract';
import { useLocale } from '@bbg/platform';
import { useLocation } from '@bbg/router';
import { Button } from '@bbg/kit';
import { X } from 'lucide-react';
import { languageSuggestions, type SuggestionWords } from '../content/language-suggestion';
import styles from './language-suggestion.module.css';

/** A dismissed suggestion is never shown again in this browser. */
export const SUGGESTION_DISMISSED_KEY = 'bbg-language-suggestion-dismissed';

type Suggested = Exclude<Locale, 'en'>;

/** The language the site speaks that the visitor's browser prefers to English, if there is one. */
export function preferredLocale(languages: readonly string[]): Suggested | undefined {
  for (const tag of languages) {
    const base = tag.toLowerCase().split('-')[0];
    if (base === 'en') return undefined;
    if (base === 'fr' || base === 'ar') return base;
  }
  return undefined;
}

function wasDismissed(): boolean {
  try {
    return localStorage.getItem(SUGGESTION_DISMISSED_KEY) !== null;
  } catch {
    return false;
  }
}

interface SuggestionProps {
  readonly locale: Suggested;
  readonly words: SuggestionWords;
  /** The page in the suggested language. */
  readonly path: string;
  readonly onDismiss: () => void;
}

/** The note itself, in the language it suggests. */
function Suggestion({ locale, words, path, onDismiss }: SuggestionProps) {
  const { lang, dir } = LOCALE_INFO[locale];
  return (
    <aside className={styles.suggestion} lang={lang} dir={dir} aria-label={words.label}>
      <p>
        {words.text} <a href={path} hrefLang={lang}>{words.link}</a>
      </p>
      <Button icon variant="glass" onClick={onDismiss} aria-label={words.dismiss}>
        <X aria-hidden="true" size={20} />
      </Button>
    </aside>
  );
}

/**
 * On an English page, for a visitor whose browser prefers French or Arabic: a small note, in that language, that the
 * page exists in it, with a link there. Never a redirect. It floats over the page (nothing moves), and a dismissal
 * is remembered. Shown once the page is adopted (the server cannot know the browser's languages), in a live region.
 */
export function LanguageSuggestion() {
  const locale = useLocale();
  const { pathname } = useLocation();
  const [offer, setOffer] = useState<{ readonly locale: Suggested; readonly words: SuggestionWords } | null>(null);
  useEffect(() => {
    if (locale !== 'en' || wasDismissed()) return;
    const wanted = preferredLocale(navigator.languages.length > 0 ? navigator.languages : [navigator.language]);
    if (!wanted) return;
    // Read from the browser once the page is live: an update the server could not have rendered.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setOffer({ locale: wanted, words: languageSuggestions[wanted] });
  }, [locale]);
  const dismiss = (): void => {
    try {
      if (offer) localStorage.setItem(SUGGESTION_DISMISSED_KEY, offer.locale);
    } catch {
      // Storage refused (a private window): dismissed for this page only.
    }
    setOffer(null);
  };
  return (
    // A polite live region from the first paint, so a screen reader hears the suggestion as it appears in it.
    <div className={styles.slot} role="status">
      {offer ? <Suggestion {...offer} path={localizedPath(pathname, offer.locale)} onDismiss={dismiss} /> : null}
    </div>
  );
}
