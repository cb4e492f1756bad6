import { LOCALE_INFO, LOCALES, localizedPath } from '@bbg/contract';
import { useLocale } from '@bbg/platform';
import { useLocation } from '@bbg/router';
import { useShellCopy } from '../../content/shell-copy';

interface LanguageLinksProps {
  readonly className?: string;
  readonly linkClassName?: string;
  /** Only the other languages (the header, where the page's own language goes without saying). */
  readonly others?: boolean;
}

/**
 * The language menu: this page in each language, each named in its own language. Plain links (a change of language
 * is a new document in that language), so they work from the first paint, before and without scripts.
 */
export function LanguageLinks({ className, linkClassName, others = false }: LanguageLinksProps) {
  const locale = useLocale();
  const { pathname } = useLocation();
  const { label } = useShellCopy().languageMenu.languageMenu;
  return (
    <ul className={className} aria-label={label}>
      {LOCALES.filter((other) => !others || other !== locale).map((other) => {
        const { lang, endonym } = LOCALE_INFO[other];
        return (
          <li key={other}>
            <a className={linkClassName} href={localizedPath(pathname, other)} lang={lang} hrefLang={lang} aria-current={other === locale ? 'page' : undefined}>
              {endonym}
            </a>
          </li>
        );
      })}
    </ul>
  );
}
