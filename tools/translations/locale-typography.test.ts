/**
 * @jest-environment node
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { appPath, remoteApps, shellApp } from '../apps';

const apps = [shellApp, ...remoteApps].map((app) => [app.dir, app] as const);

/** Every string of an app's catalogues in a locale (route heads too), with the file and key it sits under. */
function stringsOf(dir: string): { readonly where: string; readonly text: string }[] {
  const found: { where: string; text: string }[] = [];
  const walk = (value: unknown, where: string): void => {
    if (typeof value === 'string') found.push({ where, text: value });
    else if (Array.isArray(value)) value.forEach((item, index) => walk(item, `${where}.${index}`));
    else if (typeof value === 'object' && value !== null) Object.entries(value).forEach(([key, item]) => walk(item, `${where}.${key}`));
  };
  for (const file of readdirSync(dir).filter((name) => name.endsWith('.json'))) walk(JSON.parse(readFileSync(join(dir, file), 'utf8')) as unknown, file);
  return found;
}

const offending = (dir: string, pattern: RegExp): string[] =>
  stringsOf(dir)
    .filter(({ text }) => pattern.test(text))
    .map(({ where, text }) => `${where}: ${text}`);

describe('French typography', () => {
  // A colon, semicolon, exclamation or question mark, or a closing guillemet, keeps to its word: the space before it
  // (and after an opening guillemet) is a non-breaking one, or a line may start with the mark.
  it.each(apps)('%s: no ordinary space before : ; ! ? » or after «', (_dir, app) => {
    expect(offending(appPath(app, 'src/content/fr'), /[ \t][:;!?»]|«[ \t]/)).toEqual([]);
  });
});

describe('Arabic punctuation', () => {
  it.each(apps)('%s: Arabic words take Arabic punctuation (، ؛ ؟), not Latin', (_dir, app) => {
    expect(offending(appPath(app, 'src/content/ar'), /\p{Script=Arabic}\s?[,;?]/u)).toEqual([]);
  });
});
