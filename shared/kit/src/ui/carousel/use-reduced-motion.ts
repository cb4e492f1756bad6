import { useMediaQuery } from '../../hooks/use-media-query';

/** Whether the visitor asks for reduced motion; `null` until mounted, so callers treat "unknown" as "do not move yet". */
export const usePrefersReducedMotion = (): boolean | null => useMediaQuery('(prefers-reduced-motion: reduce)');
