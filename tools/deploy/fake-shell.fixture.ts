// Test fixture: what the shell's publish leaves in a target for a release to render against (its page template, its
// renderer, recorded by SHA-384 in its asset list, and one stylesheet), with a renderer that renders each path as a
// line of text. `build` makes the template, so the shell build's id, differ from another's.
import { SHELL_RENDER_FILE } from '../prerender/render-files';
import { SHELL_ASSETS_FILE, TEMPLATE_FILE } from '../prerender/render-site';
import { sri } from './hash';
import { objectHeaders } from './storage/object-headers';
import type { ObjectStore } from './storage/object-store';

const RENDERER = `const head = { title: 'BBG', description: 'A page.' };
module.exports = {
  renderPage: async ({ path }) => ({ html: '<p>' + path + '</p>', head }),
  sharedModules: {},
  siteHead: head,
};
`;

const template = (build: string): string =>
  `<!doctype html><html><head><title>BBG</title><meta name="description" content="">` +
  `<!-- ${build} --></head><body><div id="root"></div><script src="/static/js/main.js" integrity="sha384-main" crossorigin></script></body></html>`;

export async function publishFakeShell(store: ObjectStore, build = 'one'): Promise<void> {
  const assets = { stylesheets: ['/static/css/shell.css'], bootScript: { src: '/static/js/boot.js', integrity: 'sha384-boot' }, rendererIntegrity: sri(Buffer.from(RENDERER)) };
  const files: [string, string][] = [
    ['static/css/shell.css', 'body { margin: 0; }\n'],
    [SHELL_RENDER_FILE, RENDERER],
    [TEMPLATE_FILE, template(build)],
    [SHELL_ASSETS_FILE, JSON.stringify(assets)],
  ];
  for (const [key, text] of files) await store.put(key, Buffer.from(text), objectHeaders(key));
}
