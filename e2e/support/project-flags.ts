/**
 * The project names Playwright's own `--project` flags give on its command line, read as Playwright reads them: the
 * flag takes every argument after it up to the next option (`--project site mfe-legal`), `--project=site` one name,
 * and the flag may repeat. Undefined when there is no flag: every project runs.
 */
export function projectFlags(argv: readonly string[]): readonly string[] | undefined {
  let names: string[] | undefined;
  let taking = false;
  for (const arg of argv) {
    if (arg === '--project') {
      names ??= [];
      taking = true;
    } else if (arg.startsWith('--project=')) {
      (names ??= []).push(arg.slice('--project='.length));
      taking = false;
    } else if (arg.startsWith('-')) {
      taking = false;
    } else if (taking) {
      names?.push(arg);
    }
  }
  return names;
}

/** Does one of those names pick `project`? As Playwright matches them: ignoring case, and `*` matching any run of characters. */
export function projectFlagged(names: readonly string[], project: string): boolean {
  return names.some((name) => {
    const pattern = name.toLowerCase().split('*').map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('.*');
    return new RegExp(`^${pattern}$`).test(project.toLowerCase());
  });
}
