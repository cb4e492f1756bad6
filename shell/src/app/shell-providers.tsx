import { StrictMode, type ReactNode } from 'react';
import type { Locale, RuntimeConfig } from '@bbg/contract';
import { LocaleProvider, RuntimeConfigProvider } from '@bbg/platform';
import { ShellCopyProvider, type ShellCopy } from '../content/shell-copy';

interface ShellProvidersProps {
  readonly config: RuntimeConfig;
  readonly locale: Locale;
  readonly copy: ShellCopy;
  readonly children: ReactNode;
}

/** What every part of a page reads, the same around the pre-render and the browser's render: a served page is adopted as it was rendered. */
export function ShellProviders({ config, locale, copy, children }: ShellProvidersProps) {
  return (
    <StrictMode>
      <RuntimeConfigProvider config={config}>
        <LocaleProvider locale={locale}>
          <ShellCopyProvider copy={copy}>{children}</ShellCopyProvider>
        </LocaleProvider>
      </RuntimeConfigProvider>
    </StrictMode>
  );
}
