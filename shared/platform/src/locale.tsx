import { createContext, useContext, type ReactNode } from 'react';
import { DEFAULT_LOCALE, type Locale } from '@bbg/contract';

const LocaleContext = createContext<Locale>(DEFAULT_LOCALE);

/** The document's locale, which its URL gives: the shell, the pre-render and the standalone frame provide it. */
export function LocaleProvider({ locale, children }: { readonly locale: Locale; readonly children: ReactNode }) {
  return <LocaleContext.Provider value={locale}>{children}</LocaleContext.Provider>;
}

/** The locale of the document a part renders in (English where nothing provides one: a test, the kit's catalogue). */
export const useLocale = (): Locale => useContext(LocaleContext);
