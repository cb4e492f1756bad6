import * as v from 'valibot';
import { describeIssue, RegistrySchema } from '@bbg/contract';

/** Problems named in full; the rest are counted. */
const SHOWN = 3;

/** Where the schema gives no message of its own: what was found, and what was expected instead. */
const found = (issue: v.BaseIssue<unknown>): string => (issue.received === 'undefined' ? 'is missing' : `is ${issue.received}, expected ${issue.expected ?? 'another value'}`);

/** What is wrong with a parsed registry, and where, as the shell's own check (isRegistry) sees it; undefined if nothing. */
export function registryProblem(value: unknown): string | undefined {
  const result = v.safeParse(RegistrySchema, value, { message: found });
  if (result.success) return undefined;
  const problems = result.issues.map((issue) => describeIssue(issue, 'it'));
  const more = problems.length - SHOWN;
  return `${problems.slice(0, SHOWN).join('; ')}${more > 0 ? ` (and ${more} more)` : ''}`;
}
