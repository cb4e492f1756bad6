import type * as v from 'valibot';

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

const step = (key: unknown, first: boolean): string => {
  if (typeof key === 'number') return `[${key}]`;
  if (typeof key === 'string' && IDENTIFIER.test(key)) return first ? key : `.${key}`;
  return `[${JSON.stringify(String(key))}]`;
};

/** Where a schema issue is, as code would reach it (`remotes.brands.versions["1.0.0"].routes[0]`); '' at the top. */
const issuePath = (path: readonly v.IssuePathItem[] = []): string => path.map((item, index) => step(item.key, index === 0)).join('');

/**
 * A schema issue as one phrase: its place, then its message (`route must be a path…`); at the top, `whole` names the
 * value (`The body must be a JSON object.`). Schemas give their messages as the rest of that sentence.
 */
export function describeIssue(issue: Pick<v.BaseIssue<unknown>, 'path' | 'message'>, whole = ''): string {
  const at = issuePath(issue.path) || whole;
  return at ? `${at} ${issue.message}` : issue.message;
}
