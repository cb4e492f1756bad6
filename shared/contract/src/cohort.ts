// Plain functions, without the schema library: the shell, the server and the CDN function (which inlines the same
// arithmetic, checked against these on the same cookies) all choose with them.

/** The first-party cookie that holds a visitor's cohort: one random whole number, nothing else. */
export const COHORT_COOKIE = 'bbg-cohort';
/** A cohort as the cookie holds it: a whole number from 0 to 2^32 − 1, in decimal. */
const COHORT = /^(?:0|[1-9]\d{0,9})$/;
const MAX_COHORT = 0xffffffff;

/** The cookie's value when it is a cohort the site made, else undefined (a forged or broken value gets a new one). */
export function parseCohort(value: string | undefined): number | undefined {
  if (value === undefined || !COHORT.test(value)) return undefined;
  const cohort = Number(value);
  return cohort <= MAX_COHORT ? cohort : undefined;
}

/** A new visitor's cohort, from `random` (a number in [0, 1)). */
export const newCohort = (random: number): number => Math.floor(random * (MAX_COHORT + 1)) >>> 0;

/** FNV-1a, 32 bits, over the UTF-16 code units of `text` (all ASCII here). */
function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/**
 * Where a cohort falls for one remote, from 0 up to (not including) 100, in steps of 0.01. Independent per remote: the
 * remote's id is hashed with the cohort, so a visitor in one remote's canary is no likelier to be in another's.
 */
export const cohortPosition = (cohort: number, remote: string): number => (fnv1a(`${remote}:${cohort}`) % 10000) / 100;

/** Does a visitor of `cohort` get `remote`'s canary at `percent` (0 to 100)? The same visitor keeps the answer. */
export const inCanary = (cohort: number, remote: string, percent: number): boolean => cohortPosition(cohort, remote) < percent;

/** A year, in seconds: the cohort stays while the visitor comes back. */
const COHORT_AGE = 31_536_000;

/**
 * The cookie that keeps a cohort, as a Set-Cookie value or a `document.cookie` assignment (the server sets it on a
 * page request; behind a CDN, whose function cannot set one, the shell does). First-party, the whole site, a year.
 */
export const cohortCookie = (cohort: number, secure: boolean): string => `${COHORT_COOKIE}=${cohort}; Path=/; Max-Age=${COHORT_AGE}; SameSite=Lax${secure ? '; Secure' : ''}`;

/** The cohort in a Cookie header (or `document.cookie`), when it is one the site made. */
export function cohortFromCookies(cookies: string | undefined): number | undefined {
  const found = cookies?.split(';').map((part) => part.trim().split('=')).find(([name]) => name === COHORT_COOKIE);
  return parseCohort(found?.[1]);
}
