import { render, type RenderOptions, type RenderResult } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { kitWords } from '@bbg/kit';
import { KitWordsProvider } from '@bbg/platform';

/** Tests only: the kit's English words, which the shell (or the standalone frame) provides around every page. */
export function WithKitWords({ children }: { readonly children: ReactNode }) {
  return <KitWordsProvider words={kitWords}>{children}</KitWordsProvider>;
}

/** Tests only: Testing Library's render, inside the kit's English words. */
export const renderWithKitWords = (ui: ReactElement, options?: Omit<RenderOptions, 'wrapper'>): RenderResult => render(ui, { ...options, wrapper: WithKitWords });
