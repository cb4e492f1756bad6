/**
 * Pads each name to the longest of them, and to 8 characters at least, so the columns after it line up: a remote
 * whose id is longer than the built-in ones (`logistics`, `investor-relations`) keeps its lines in line.
 */
export function nameColumn(names: readonly string[]): (name: string) => string {
  const width = Math.max(8, ...names.map((name) => name.length));
  return (name) => name.padEnd(width);
}
