import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import { repoRoot, type RemoteInfo } from '../apps';
import { CHROMIUM_ARGS, chromiumPath } from '../cli/ensure-browser';
import { DeployError } from '../deploy/deploy-error';

/** What a link preview shows: an art scene of the kit (shared/kit/src/ui/art/scenes/<art>.svg), a title and a line. */
export interface Preview {
  readonly art: string;
  readonly title: string;
  readonly line: string;
}

const SCENES = 'shared/kit/src/ui/art/scenes';

/** The art scenes of the kit, by name (corporate, globe, travel…). */
const artScenes = (root: string = repoRoot): string[] =>
  readdirSync(join(root, SCENES))
    .filter((file) => file.endsWith('.svg'))
    .map((file) => file.slice(0, -'.svg'.length))
    .sort();

/**
 * The SVG of a preview's scene. An unknown name is refused in one line naming `owner`, who declared it, and the
 * scenes there are.
 */
export function previewScene(preview: Preview, owner: string, root: string = repoRoot): string {
  const scenes = artScenes(root);
  if (!scenes.includes(preview.art)) throw new DeployError(`${owner}: '${preview.art}' is not an art scene of the kit; the scenes are ${scenes.join(', ')}.`);
  return readFileSync(join(root, SCENES, `${preview.art}.svg`), 'utf8');
}

const escapeHtml = (text: string): string => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const page = (scene: string, title: string, line: string): string => `<!doctype html><html><head><style>
  body { margin: 0; width: 1200px; height: 630px; overflow: hidden; font-family: sans-serif; background: #1F1A5C; }
  img { position: absolute; inset: 0; width: 1200px; height: 630px; object-fit: cover; opacity: 0.55; }
  .text { position: absolute; left: 72px; right: 72px; bottom: 72px; color: #fff; }
  .mark { font-size: 40px; font-weight: 800; letter-spacing: 0.2em; color: #C9C2FA; }
  h1 { margin: 12px 0 8px; font-size: 76px; line-height: 1.05; }
  p { margin: 0; font-size: 30px; color: #E7E3FF; }
</style></head><body><img alt="" src="data:image/svg+xml;base64,${Buffer.from(scene).toString('base64')}">
<div class="text"><div class="mark">BBG</div><h1>${escapeHtml(title)}</h1><p>${escapeHtml(line)}</p></div></body></html>`;

/** Debian's Chromium, as every preview is drawn with; the caller closes it. */
export const launchPreviewBrowser = (): Promise<Browser> => chromium.launch({ executablePath: chromiumPath(), args: [...CHROMIUM_ARGS] });

/** Draws one preview, a 1200×630 JPEG (quality 82), into `file`. `scene` is its art's SVG (previewScene). */
export async function drawPreview(browser: Browser, scene: string, { title, line }: Preview, file: string): Promise<void> {
  const tab = await browser.newPage({ viewport: { width: 1200, height: 630 } });
  try {
    await tab.setContent(page(scene, title, line));
    mkdirSync(dirname(file), { recursive: true });
    await tab.screenshot({ path: file, type: 'jpeg', quality: 82 });
  } finally {
    await tab.close();
  }
}

/** Where a remote declares its preview, as a refusal names it. */
export const remotePreviewOwner = (remote: RemoteInfo): string => `${remote.dir} (bbg.remote.preview.art in its package.json)`;

/** Where a remote's preview goes: its public/preview.jpg, which it publishes with every release. */
export const remotePreviewFile = (remote: RemoteInfo, root: string = repoRoot): string => join(root, remote.dir, 'public', 'preview.jpg');

/**
 * Draws a remote's link preview from its declaration (`bbg.remote.preview` in its package.json) into its
 * public/preview.jpg. An art name the kit has no scene for is refused before anything is drawn. Pass a browser to
 * draw several with one; without one, Chromium is started and closed for this one.
 */
export async function drawRemotePreview(remote: RemoteInfo, browser?: Browser, root: string = repoRoot): Promise<void> {
  const scene = previewScene(remote.preview, remotePreviewOwner(remote), root);
  const own = browser ?? (await launchPreviewBrowser());
  try {
    await drawPreview(own, scene, remote.preview, remotePreviewFile(remote, root));
  } finally {
    if (!browser) await own.close();
  }
}
