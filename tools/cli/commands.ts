/** The commands `bbg` runs (tools/bin/bbg.mjs), each a module here exporting `run(args)` and its `command` (its usage and flags, read by parseCommand). */
export const COMMANDS = [
  'build',
  'build-app',
  'start',
  'serve',
  'serve-bucket',
  'standalone',
  'release',
  'canary',
  'promote',
  'discard',
  'preview-url',
  'rollback',
  'remotes',
  'registry',
  'size',
  'load',
  'vitals',
  'collector',
  'health',
  'judge',
  'lighthouse',
  'timeline',
  'dev',
  'ensure-browser',
  'create-remote',
  'translations',
] as const;

export type CommandName = (typeof COMMANDS)[number];

export const isCommand = (name: string | undefined): name is CommandName => (COMMANDS as readonly string[]).includes(name ?? '');

export const commandsUsage = (): string => `Usage: bbg <${COMMANDS.join('|')}> [arguments]   (bbg <command> --help: its arguments)`;
