import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { RuntimeConfig } from '@bbg/shared/config/runtime-config';
import { HEADERS_FILE, headersFile } from './headers-file';
import { pageTable } from './page-table';
import { VIEWER_REQUEST_FILE, viewerRequestFunction } from './viewer-request';

/** What a CDN in front of the public root needs, written at its top: `_headers` and the CloudFront Function. */
export const CDN_FILES = [HEADERS_FILE, VIEWER_REQUEST_FILE] as const;

/** `pagePaths`: the pre-rendered pages' paths (publicPaths of the registry). */
export function writeCdnFiles(dir: string, pagePaths: readonly string[], config: RuntimeConfig): void {
  writeFileSync(join(dir, HEADERS_FILE), headersFile(config));
  writeFileSync(join(dir, VIEWER_REQUEST_FILE), viewerRequestFunction(pageTable(pagePaths)));
}
