/** URL → SRI of every remote script the shell has been told to trust (from each version's integrity.json). */
const trusted = new Map<string, string>();

/** A well-formed digest that matches nothing: an unknown script is refused, not waved through. */
export const UNTRUSTED_INTEGRITY = `sha384-${'A'.repeat(64)}`;

export function trustFiles(baseUrl: string, files: Readonly<Record<string, string>>): void {
  for (const [path, integrity] of Object.entries(files)) trusted.set(new URL(path, baseUrl).href, integrity);
}

export function integrityFor(url: string, pageUrl: string): string | undefined {
  return trusted.get(new URL(url, pageUrl).href);
}
