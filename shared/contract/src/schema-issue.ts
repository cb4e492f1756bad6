import type * as v from 'valibot';

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

const step = (key: unknown, first: boolean): string => {
  if (typeof key === 'number') return `[${key}]`;
  if (typeof key === 'string' && IDENTIFIER.test(key)) return first ? key : `.${key}`;
  return `[${JSON.stringify(String(key))}]`;
};

/** Where a schema issue is, as code would reach it (`remotes.brands.versions["1.0.0"].routes[0]`); '' at the top. */
const issuePath = (path: readonly v.IssuePathItem[] = []): string => path.map((item, index) => step(item.key, index === 0)).join('');

/** A required key the input lacks: valibot reports it as its object's issue, with the object's message. */
const missingKey = (issue: IssueToDescribe): boolean => issue.type === 'object' && issue.received === 'undefined' && (issue.path?.length ?? 0) > 0;

type IssueToDescribe = Pick<v.BaseIssue<unknown>, 'path' | 'message'> & Partial<Pick<v.BaseIssue<unknown>, 'type' | 'received'>>;

/**
 * A schema issue as one phrase: its place, then its message (`route must be a path…`); at the top, `whole` names the
 * value (`The body must be a JSON object.`). Schemas give their messages as the rest of that sentence. A required key
 * that is not there is said to be missing (`route is missing.`).
 */
export function describeIssue(issue: IssueToDescribe, whole = ''): string {
  const at = issuePath(issue.path) || whole;
  // In the schema's own style: its messages end with a full stop, or none do.
  const message = missingKey(issue) ? `is missing${issue.message.endsWith('.') ? '.' : ''}` : issue.message;
  return at ? `${at} ${message}` : message;
}
