import { createContext, useContext, type ComponentType, type ReactNode } from 'react';
import type { Locale, RemotePageModule, RemoteRoute, Words } from '@bbg/contract';

// A page's copy and the code that hands it over: plain functions, bundled by each app that uses them (the platform
// singleton keeps only what every app must share, the document's locale).

/**
 * A page module ready to render in a locale: its copy for that locale loaded (the one chunk of words a visitor
 * downloads), and handed to its Page with the route. The one place a page's copy meets its component.
 */
export async function pageInLocale(module: RemotePageModule, locale: Locale): Promise<ComponentType<{ readonly route: RemoteRoute }>> {
  const copy = module.copy ? await module.copy[locale]() : undefined;
  // The page module ties its Page's copy type to its loaders' (both name the same type); across federation it is unknown.
  const Page = module.Page as ComponentType<{ readonly route: RemoteRoute; readonly copy: unknown }>;
  return function PageWithCopy(props) {
    return <Page {...props} copy={copy} />;
  };
}

/** A page's parts in one locale: each a lazy import of a JSON catalogue, checked against the part's words. */
export type CatalogueLoaders<Copy> = { readonly [K in keyof Copy]: () => Promise<{ readonly default: Words<Copy[K]> }> };

/**
 * One locale's copy of a page, from its JSON catalogues, loaded side by side: `copyCatalogues<TermsCopy>({ page: () =>
 * import('../content/fr/terms.json'), labels: () => import('../content/fr/legal-labels.json') })`. Each is a chunk
 * of its own. Typecheck holds each catalogue to `Words<Copy[part]>` (its keys, nesting and kinds of value); the build
 * holds it to English's ids, links and list lengths (`npm run translations`), which is what lets the words be read
 * back as Copy here.
 */
export function copyCatalogues<Copy extends object>(parts: CatalogueLoaders<Copy>): () => Promise<Copy> {
  const entries = Object.entries<() => Promise<{ readonly default: unknown }>>(parts);
  return async () => Object.fromEntries(await Promise.all(entries.map(async ([name, load]) => [name, (await load()).default] as const))) as Copy;
}

/**
 * A context for a copy that parts deep in a page (or the shell's frame) read, so it need not be handed down through
 * every component: the page provides the copy it was given; each part calls `useCopy()`.
 */
export function createCopyContext<Copy>(scope: string) {
  const Context = createContext<Copy | null>(null);
  function CopyProvider({ copy, children }: { readonly copy: Copy; readonly children: ReactNode }) {
    return <Context.Provider value={copy}>{children}</Context.Provider>;
  }
  function useCopy(): Copy {
    const copy = useContext(Context);
    if (copy === null) throw new Error(`${scope}'s copy is read outside its CopyProvider`);
    return copy;
  }
  return { CopyProvider, useCopy };
}
