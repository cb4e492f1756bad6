import { readRoutes } from '../lighthouse/lighthouse-options';

/** `--routes /a,/b`, as the measuring commands (lighthouse, timeline) take it: page paths separated by commas. */
export const routesOption = (usage: string) => ({ type: 'string', read: (value: string): readonly string[] => readRoutes(value, usage) }) as const;
