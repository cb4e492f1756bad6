/**
 * @jest-environment node
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { defaultRuntimeConfig, LATE_FACES_ID, type LateFaces, type Locale, type ShellRenderer } from '@bbg/contract';
import { repoRoot } from '../apps';
import { tagAttribute } from './page-document';
import { renderHome, type RenderContext } from './render-site';
import { tempDir } from '../jest/temp-dir';

/**
 * The kit's font and token sheets as a build bundles them: each @import's rules in its place, every font file under
 * /static/fonts/ by its name, comments gone. The pages below are set with the site's real faces and stacks.
 */
function kitSheet(): string {
  const styles = join(repoRoot, 'shared/kit/src/styles');
  const served = (css: string): string => css.replace(/url\(\s*'?(?:\.\/files\/|@fontsource\/[\w-]+\/files\/)([\w-]+)\.(woff2?)'?\s*\)/g, 'url(/static/fonts/$1.0123456789.$2)');
  const fonts = readFileSync(join(styles, 'fonts.css'), 'utf8').replace(/@import '(@fontsource\/[^']+)';/g, (_, request: string) => readFileSync(join(repoRoot, 'node_modules', request), 'utf8'));
  return served(`${fonts}\n${readFileSync(join(styles, 'tokens.css'), 'utf8')}`).replace(/\/\*[\s\S]*?\*\//g, '');
}

const template = '<!doctype html><html lang="en"><head><meta name="description" content="Site"><title>BBG</title><script defer integrity="sha384-main" src="/static/js/main.1.js"></script></head><body><div id="root"></div></body></html>';

/** Each locale's home page: a title long enough to be its largest words, and a short lead. */
const HOMES: Readonly<Record<Locale, string>> = {
  en: '<main id="main"><section><h1>One group, many journeys across three continents</h1><p>Since 1990.</p></section></main>',
  fr: '<main id="main"><section><h1>Un groupe, de nombreux voyages sur trois continents</h1><p>Depuis 1990.</p></section></main>',
  ar: '<main id="main"><section><h1>مجموعة واحدة ورحلات كثيرة عبر ثلاث قارات</h1><p>منذ 1990.</p></section></main>',
};

function context(): RenderContext {
  const dir = tempDir('bbg-render-');
  mkdirSync(join(dir, 'static/css'), { recursive: true });
  writeFileSync(join(dir, 'static/css/main.1.css'), kitSheet());
  const shell = {
    renderPage: async ({ locale }: { readonly locale: Locale }) => ({ html: HOMES[locale], head: { title: 'BBG', description: 'BBG' } }),
    sharedModules: {},
    siteHead: { title: 'BBG', description: 'BBG' },
  } as unknown as ShellRenderer;
  const assets = { stylesheets: ['/static/css/main.1.css'], bootScript: { src: '/static/js/boot.1.js', integrity: 'sha384-boot' } };
  return { dir, registry: { schema: 1, updatedAt: '', remotes: {} } as unknown as RenderContext['registry'], config: defaultRuntimeConfig, shell, template, shellId: 'x', assets };
}

interface Head {
  readonly html: string;
  readonly preloads: string[];
  readonly late: LateFaces;
  /** The web fonts the page's own sheet loads. */
  readonly sheetFonts: string[];
}

async function homes(): Promise<Record<string, Head>> {
  const ctx = context();
  const pages = await renderHome(ctx);
  const head = (file: string): Head => {
    const html = pages.get(file) ?? '';
    const tags = /<head>([\s\S]*)<\/head>/.exec(html)?.[1]?.match(/<link\b[^>]*>/g) ?? [];
    const sheet = tags.find((tag) => tagAttribute(tag, 'rel') === 'stylesheet' && tagAttribute(tag, 'disabled') === undefined);
    const css = readFileSync(join(ctx.dir, tagAttribute(sheet ?? '', 'href') ?? ''), 'utf8');
    return {
      html,
      preloads: tags.filter((tag) => tagAttribute(tag, 'rel') === 'preload' && tagAttribute(tag, 'as') === 'font').map((tag) => basename(tagAttribute(tag, 'href') ?? '')),
      late: JSON.parse(new RegExp(`<script type="application/json" id="${LATE_FACES_ID}">([^<]*)</script>`).exec(html)?.[1] ?? 'null') as LateFaces,
      sheetFonts: [...css.matchAll(/url\(([^)]+\.woff2)\)/g)].map((m) => basename(m[1] ?? '')),
    };
  };
  return { en: head('index.html'), fr: head('fr.html'), ar: head('ar.html') };
}

describe("a served page's head, with the kit's faces", () => {
  let pages: Record<string, Head>;
  beforeAll(async () => {
    pages = await homes();
  });

  it("on an Arabic page preloads the Arabic face of its largest words, and names the Arabic text faces with the Latin ones for later", () => {
    const { preloads, sheetFonts, late } = pages.ar as Head;
    expect(preloads).toEqual(['ibm-plex-sans-arabic-arabic-700-normal.0123456789.woff2']);
    expect(sheetFonts).toEqual(preloads);
    expect(late.faces.map((face) => `${face.family} ${face.weight}`).toSorted()).toEqual(['IBM Plex Sans Arabic 400', 'IBM Plex Sans Arabic 700', 'Inter 400', 'Inter 600', 'Sora 600', 'Sora 700']);
    for (const face of late.faces.filter(({ family }) => family.includes('Arabic'))) expect(face.unicodeRange).toMatch(/^U\+0600-06FF/);
  });

  it('on an English or French page preloads the Latin face, and never names the Arabic one', () => {
    for (const locale of ['en', 'fr']) {
      const { html, preloads, sheetFonts, late } = pages[locale] as Head;
      expect(preloads).toEqual(['sora-latin-700-normal.0123456789.woff2']);
      expect(sheetFonts).toEqual(preloads);
      expect(late.faces.map((face) => `${face.family} ${face.weight}`).toSorted()).toEqual(['Inter 400', 'Inter 600', 'Sora 600']);
      expect(html).not.toMatch(/arabic/i);
    }
  });
});
