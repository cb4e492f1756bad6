import { useCallback, useState } from 'react';
import { useReportPageLoaded } from '@bbg/shared/platform';

/**
 * The hero-page rhythm (mfe-about's our-innovation page): only the hero until its image has loaded,
 * then the other sections, and the page reports itself loaded.
 */
export function useHeroReveal(): { readonly heroReady: boolean; readonly revealSections: () => void } {
  const [heroReady, setHeroReady] = useState(false);
  useReportPageLoaded(heroReady);
  const revealSections = useCallback(() => setHeroReady(true), []);
  return { heroReady, revealSections };
}
