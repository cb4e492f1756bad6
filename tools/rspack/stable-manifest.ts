interface Named {
  readonly id?: string;
  readonly name?: string;
}

const byId = (a: Named, b: Named): number => (a.id ?? a.name ?? '').localeCompare(b.id ?? b.name ?? '');

/** The manifest's lists in one order: the same sources make the same bytes, whichever module the build resolved first. */
export function stableManifest(json: string): string {
  const manifest = JSON.parse(json) as Record<string, unknown>;
  for (const key of ['shared', 'exposes', 'remotes']) {
    const list = manifest[key];
    if (Array.isArray(list)) manifest[key] = [...(list as Named[])].sort(byId);
  }
  return JSON.stringify(manifest, null, 2);
}
