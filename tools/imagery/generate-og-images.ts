/**
 * Link-preview images (Open Graph, X card): 1200×630 JPEGs, one per section, drawn from the site's own art scenes
 * with the section's name, rendered by Debian's Chromium. Run `npx tsx tools/imagery/generate-og-images.ts` after
 * changing the art or the names; the images are committed (shell/public/og/home.jpg, and each remote's public/preview.jpg), since previews cannot render SVG.
 * The home page's preview is the shell's, declared here; each remote's is drawn from its own declaration
 * (`bbg.remote.preview` in its package.json), and `--remote <id>` draws that one alone.
 */
import { join } from 'node:path';
import { findRemote, remoteApps, repoRoot } from '../apps';
import { defineCommand, parseCommand, UsageRequest } from '../cli/command-args';
import { failureReport } from '../cli/failure';
import { DeployError } from '../deploy/deploy-error';
import { drawPreview, drawRemotePreview, launchPreviewBrowser, previewScene, remotePreviewFile, remotePreviewOwner, type Preview } from './og-preview';

const home: Preview = { art: 'globe', title: 'BBG', line: 'Travel, electronics, fashion, trading, IT, logistics and GSA across the Middle East, Africa and Asia' };

const command = defineCommand({
  usage: 'Usage: npx tsx tools/imagery/generate-og-images.ts [--remote <id>]   (every link preview, or that remote\'s alone)',
  options: { remote: { type: 'string' } },
});

async function main(args: readonly string[]): Promise<void> {
  const { values } = parseCommand(args, command);
  const only = values.remote === undefined ? undefined : findRemote(values.remote);
  if (values.remote !== undefined && !only) throw new DeployError(`Unknown remote '${values.remote}': the remotes are ${remoteApps.map((remote) => remote.id).join(', ')}. ${command.usage}`);
  const remotes = only ? [only] : remoteApps;
  // Every art name is checked first, so a wrong one stops the run before any image is drawn.
  const homeScene = only ? undefined : previewScene(home, 'the home page (tools/imagery/generate-og-images.ts)');
  for (const remote of remotes) previewScene(remote.preview, remotePreviewOwner(remote));
  const browser = await launchPreviewBrowser();
  try {
    if (homeScene !== undefined) {
      const file = join(repoRoot, 'shell/public/og/home.jpg');
      await drawPreview(browser, homeScene, home, file);
      console.log(file);
    }
    for (const remote of remotes) {
      await drawRemotePreview(remote, browser);
      console.log(remotePreviewFile(remote));
    }
  } finally {
    await browser.close();
  }
}

try {
  await main(process.argv.slice(2));
} catch (error) {
  if (error instanceof UsageRequest) {
    console.log(error.message);
  } else {
    console.error(failureReport(error));
    process.exitCode = 1;
  }
}
