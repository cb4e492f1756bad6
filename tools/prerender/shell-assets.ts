import { copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Stats } from '@rspack/core';
import { appPath, shellApp } from '../apps';
import { reviewedLocales, TRANSLATIONS_FILE } from '@bbg/contract';
import { sri } from '../deploy/hash';
import { readTranslationsFile } from '../translations/translations-file';
import { buildBootScript } from './boot-script';
import { SHELL_RENDER_FILE } from './render-files';
import { APP_DOCUMENT } from './route-file';
import { SHELL_ASSETS_FILE, TEMPLATE_FILE, type ShellAssets } from './render-site';

/** The shell's stylesheets in cascade order: those its start-up (bootstrap) chunks load first, then the rest. */
function stylesheets(stats: Stats): string[] {
  const { chunks = [] } = stats.toJson({ all: false, chunks: true, chunkOrigins: true });
  const css = (chunk: (typeof chunks)[number]): string[] => [...(chunk.files ?? [])].filter((f) => f.endsWith('.css'));
  const isStart = (chunk: (typeof chunks)[number]): boolean => (chunk.origins ?? []).some((o) => o.request === './app/bootstrap');
  const first = chunks.filter(isStart).flatMap(css);
  const rest = chunks.filter((c) => !isStart(c)).flatMap(css).sort();
  return [...new Set([...first, ...rest])].map((file) => `/${file}`);
}

/** After the shell's browser build: the page template, the hashed boot script and the stylesheet order. */
export function writeShellAssets(stats: Stats, dist = appPath(shellApp, 'dist')): void {
  const boot = buildBootScript();
  const bootFile = `static/js/boot.${sri(boot).slice(7, 17).replace(/[+/]/g, '_')}.js`;
  writeFileSync(join(dist, bootFile), boot);
  mkdirSync(join(dist, '.server'), { recursive: true });
  copyFileSync(join(dist, 'index.html'), join(dist, TEMPLATE_FILE));
  copyFileSync(join(dist, 'index.html'), join(dist, APP_DOCUMENT));
  const renderer = join(dist, SHELL_RENDER_FILE);
  const assets: ShellAssets = {
    stylesheets: stylesheets(stats),
    bootScript: { src: `/${bootFile}`, integrity: sri(boot) },
    ...(existsSync(renderer) ? { rendererIntegrity: sri(readFileSync(renderer)) } : {}),
    reviewed: reviewedLocales(readTranslationsFile(appPath(shellApp, TRANSLATIONS_FILE))),
  };
  writeFileSync(join(dist, SHELL_ASSETS_FILE), `${JSON.stringify(assets, null, 2)}\n`);
}
