import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LOCALES, localizedPath, MANIFEST_FILE, withTimeout, type Locale, type RemoteId, type Registry, type RemoteRecord, type RenderedPage, type ServedPage, type ShellRenderer, type RuntimeConfig } from '@bbg/contract';
import { deployedConfig } from './deployed-config';
import { documentHead } from './head-tags';
import { lcpFace, localeLetters } from './lcp-font';
import { pageDocument, type PageDocument } from './page-document';
import { writePageStylesheet } from './page-stylesheet';
import { templateId } from './page-store';
import { isStaticRoute, routeFile } from './route-file';
import { loadRemotePages } from './remote-pages';
import { loadShellRenderer } from './shell-renderer';

/** Written by the shell's build into .server/: what every page's head links. */
export const SHELL_ASSETS_FILE = '.server/assets.json';
export const TEMPLATE_FILE = '.server/template.html';

export interface ShellAssets {
  /** The shell's stylesheets in cascade order. */
  readonly stylesheets: readonly string[];
  readonly bootScript: { readonly src: string; readonly integrity: string };
  /** SHA-384 of the shell's renderer: a release checks the copy it fetched from the target before running it. */
  readonly rendererIntegrity?: string;
  /** The locales a person has reviewed the shell's own words in (its translations.json): the home page's sitemap entries. */
  readonly reviewed?: readonly Locale[];
}

/** How long one route may take to render before the render is given up. */
const RENDER_TIMEOUT_MS = 20_000;

export interface RenderContext {
  readonly dir: string;
  readonly registry: Registry;
  readonly config: RuntimeConfig;
  readonly shell: ShellRenderer;
  readonly template: string;
  /** Short hash of the shell build the pages are rendered against. */
  readonly shellId: string;
  readonly assets: ShellAssets;
}


/** Which shell build pages are rendered against (a hash of its page template, which names its hashed scripts). */
export const shellBuildId = (dir: string): string => templateId(readFileSync(join(dir, TEMPLATE_FILE), 'utf8'));

export function renderContext(dir: string, registry: Registry): RenderContext {
  const template = readFileSync(join(dir, TEMPLATE_FILE), 'utf8');
  return {
    dir,
    registry,
    config: deployedConfig(dir),
    shell: loadShellRenderer(dir),
    template,
    shellId: templateId(template),
    assets: JSON.parse(readFileSync(join(dir, SHELL_ASSETS_FILE), 'utf8')) as ShellAssets,
  };
}

/** A route's render, given up after RENDER_TIMEOUT_MS. */
const renderedInTime = <T>(render: Promise<T>, label: string): Promise<T> => withTimeout(render, RENDER_TIMEOUT_MS, `${label}: no HTML after ${RENDER_TIMEOUT_MS / 1000} s`);

interface ManifestExpose {
  readonly path: string;
  readonly assets: { readonly css: { readonly sync: readonly string[]; readonly async: readonly string[] } };
}

/** A remote version's stylesheet: its folder (`remotes/<id>/<version>`) and its file in that folder. */
interface RemoteStylesheet {
  readonly base: string;
  readonly file: string;
}

/** Stylesheets of one exposed page (its own and its lazy parts'), from the version's mf-manifest.json. */
function exposeStylesheets(dir: string, base: string, expose: string): RemoteStylesheet[] {
  const manifest = JSON.parse(readFileSync(join(dir, base, MANIFEST_FILE), 'utf8')) as { exposes: readonly ManifestExpose[] };
  const found = manifest.exposes.find((e) => e.path === expose);
  if (!found) throw new Error(`${base}/${MANIFEST_FILE} does not expose ${expose}`);
  return [...found.assets.css.sync, ...found.assets.css.async].map((file) => ({ base, file }));
}

const withCurrent = (registry: Registry, id: RemoteId, version: string): Registry => {
  const record = registry.remotes[id] as RemoteRecord;
  return { ...registry, remotes: { ...registry.remotes, [id]: { ...record, current: version } } };
};

interface DocumentExtra {
  readonly stylesheets: readonly RemoteStylesheet[];
  readonly pageData: ServedPage;
}

/**
 * What a document's head says about its critical path: one stylesheet (the shell's rules, then the remote's), written
 * beside the shell's own, and the one font its LCP words need; the other faces in a sheet for after the first paint.
 * A page in a locale names only the faces for its letters and the Latin ones (an Arabic page the Arabic face, an
 * English page never). A document with no locale of its own (app.html, any locale's client-rendered route) keeps all.
 */
function criticalHead(ctx: RenderContext, remoteStylesheets: readonly RemoteStylesheet[], body: string, locale?: Locale): Pick<PageDocument, 'stylesheet' | 'lateFaces' | 'heldSheets' | 'fontPreload' | 'bootScript'> {
  const hrefs = [...ctx.assets.stylesheets, ...remoteStylesheets.map(({ base, file }) => `/${base}/${file}`)];
  const letters = locale === undefined ? undefined : localeLetters(locale);
  const sheet = writePageStylesheet(ctx.dir, hrefs, { letters, firstFace: (css) => (body ? lcpFace(css, body) : undefined) });
  // Held by the paths they are served at, the remote's too: its chunk loader takes a link for one of its sheets when
  // the href starts with its public path, which is a path from the moment its remoteEntry.js runs
  // (tools/rspack/path-only-public-path.ts). A file name carries its content's hash: the same name, the same rules.
  return { stylesheet: sheet.href, lateFaces: sheet.lateFaces, heldSheets: hrefs, fontPreload: sheet.firstFace, bootScript: ctx.assets.bootScript };
}

/** A rendered page's document: the head the shell gave it, written as tags, and its HTML in #root. */
function renderDocument(ctx: RenderContext, { html, head, shellCopy }: RenderedPage, extra: DocumentExtra, locale: Locale): string {
  return pageDocument({
    template: ctx.template,
    locale,
    shellCopy,
    ...documentHead(head),
    ...criticalHead(ctx, extra.stylesheets, html, locale),
    entry: 'after-hero',
    pageData: extra.pageData,
    body: html,
  });
}

/** The document of every route that is not pre-rendered (app.html): the same head, an empty #root, its script at once. */
export function appDocument(ctx: RenderContext): string {
  return pageDocument({
    template: ctx.template,
    locale: 'en',
    ...documentHead(ctx.shell.siteHead),
    ...criticalHead(ctx, [], ''),
    entry: 'at-once',
    body: '',
  });
}

/** The home page, the shell's own, in every locale. */
export async function renderHome(ctx: RenderContext): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  for (const locale of LOCALES) {
    const path = localizedPath('/', locale);
    const rendered = await renderedInTime(ctx.shell.renderPage({ path: '/', locale, registry: ctx.registry, config: ctx.config, pages: [] }), path);
    out.set(routeFile(path), renderDocument(ctx, rendered, { stylesheets: [], pageData: {} }, locale));
  }
  return out;
}

/** Every static route of one version of a remote, rendered against the deployed shell. Throws on the first failure. */
export async function renderRemoteVersion(ctx: RenderContext, id: RemoteId, version: string): Promise<Map<string, string>> {
  const record = ctx.registry.remotes[id];
  const described = record?.versions[version];
  if (!record || !described) throw new Error(`The registry has no ${id} ${version}`);
  const pages = loadRemotePages(ctx.dir, record, described, ctx.shell.sharedModules);
  const registry = withCurrent(ctx.registry, id, version);
  const base = described.files.replace(/\/[^/]+$/, '');
  const out = new Map<string, string>();
  for (const route of described.routes.filter((r) => isStaticRoute(r.path))) {
    const module = pages[route.expose];
    if (!module) throw new Error(`${id} ${version}: its render bundle has no page for ${route.expose}`);
    const stylesheets = exposeStylesheets(ctx.dir, base, route.expose);
    for (const locale of LOCALES) {
      const path = localizedPath(route.path, locale);
      const label = `${path} (${id} ${version})`;
      const request = { path: route.path, locale, registry, config: ctx.config, pages: [{ container: record.name, expose: route.expose, module }] };
      const rendered = await renderedInTime(ctx.shell.renderPage(request), label).catch((error: unknown) => {
        throw new Error(`${label} could not be rendered: ${error instanceof Error ? error.message : String(error)}`);
      });
      out.set(routeFile(path), renderDocument(ctx, rendered, { stylesheets, pageData: { remote: id, version, expose: route.expose } }, locale));
    }
  }
  return out;
}
