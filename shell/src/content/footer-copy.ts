import type { CopyLoaders, Locale, Translation } from '@bbg/contract';
import { markFulfilled } from '../app/fulfilled';
import type * as footer from './footer';
import type * as labels from './footer-labels';

/** The footer's words in the document's locale: its links, offices and labels. */
export interface FooterCopy {
  readonly footer: Translation<Pick<typeof footer, 'footerLinks' | 'offices' | 'COPYRIGHT' | 'legalLinks'>>;
  readonly labels: Translation<typeof labels>;
}

const footerCopy = {
  en: () => import('./copy/footer-en'),
  fr: () => import('./copy/footer-fr'),
  ar: () => import('./copy/footer-ar'),
} satisfies CopyLoaders<FooterCopy>;

const loads = new Map<Locale, Promise<FooterCopy>>();

/**
 * The footer's words, loaded with the footer's code (it is below the fold: nothing before the root's adoption waits
 * for them). One promise per locale, marked fulfilled once here, so the footer's `use()` reads it without suspending.
 */
export function loadFooterCopy(locale: Locale): Promise<FooterCopy> {
  let pending = loads.get(locale);
  if (!pending) {
    const started: Promise<FooterCopy> = footerCopy[locale]().then((copy) => {
      markFulfilled(started, copy);
      return copy;
    });
    started.catch(() => loads.delete(locale));
    pending = started;
    loads.set(locale, pending);
  }
  return pending;
}
