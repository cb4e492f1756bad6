/**
 * @jest-environment node
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { artTopics, type HighlightColor } from '@bbg/kit';
import { appPath, remoteApps, shellApp } from '../apps';
import { catalogueProblems } from './catalogue';
import { sitePagePaths } from './page-paths';

const apps = [shellApp, ...remoteApps].map((app) => [app.dir, app] as const);

// What the build checks before it compiles an app, for every app at once: a broken catalogue fails `npm test` too.
describe("every app's catalogues", () => {
  it.each(apps)("%s: each locale's has English's keys, lists, ids and links, and every link opens a page", async (_dir, app) => {
    expect(catalogueProblems(appPath(app), await sitePagePaths())).toEqual([]);
  });
});

/** Every highlight colour the kit draws; typecheck fails here if the kit adds one this list lacks. */
const HIGHLIGHT_COLORS = ['accent', 'sun', 'mint', 'lilac'] as const satisfies readonly HighlightColor[];
const everyColourListed: Exclude<HighlightColor, (typeof HIGHLIGHT_COLORS)[number]> extends never ? true : never = true;

/** The values under `key` anywhere in a catalogue. */
function valuesUnder(value: unknown, key: string): unknown[] {
  if (Array.isArray(value)) return value.flatMap((item) => valuesUnder(item, key));
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([name, item]) => (name === key ? [item] : valuesUnder(item, key)));
}

/**
 * A catalogue's art and colours are words to JSON, so typecheck takes any string there (the build holds each
 * translation to English's): English's own must name a picture and a colour the kit has.
 */
describe("English's catalogues name the kit's pictures and colours", () => {
  it.each(apps)('%s', (_dir, app) => {
    const dir = appPath(app, 'src/content/en');
    const catalogues = readdirSync(dir).map((file) => JSON.parse(readFileSync(join(dir, file), 'utf8')) as unknown);
    const art = catalogues.flatMap((catalogue) => [...valuesUnder(catalogue, 'art'), ...valuesUnder(catalogue, 'backgroundImage')]);
    const colours = catalogues.flatMap((catalogue) => valuesUnder(catalogue, 'highlightColor'));
    expect(art.filter((topic) => !artTopics.some((known) => known === topic))).toEqual([]);
    expect(colours.filter((colour) => !HIGHLIGHT_COLORS.some((known) => known === colour))).toEqual([]);
    expect(everyColourListed).toBe(true);
  });
});
