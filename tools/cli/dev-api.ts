import type { AddressInfo } from 'node:net';
import type { DevServerProxyConfigArray } from '@rspack/core';
import { createSiteServer } from '../server/create-server';
import { ENQUIRY_PATH } from '../server/enquiry-api';
import { VITALS_PATH } from '../server/vitals-api';

export interface DevApiOptions {
  /** A folder for the server to stand on; only the two paths below are forwarded to it. */
  readonly root: string;
  readonly enquiryLog: string;
  readonly vitalsLog: string;
}

export interface DevApi {
  /** For the shell's dev server: the enquiry API and the vitals beacon, forwarded to this server. */
  readonly proxy: DevServerProxyConfigArray;
  readonly port: number;
  close(): Promise<void>;
}

/**
 * The enquiry API and the vitals beacon for `npm run dev`, answered as `npm start` answers them (the same checks,
 * limits and logs) by a site server of its own on a free local port. Without it both forms failed in development,
 * each submit logging a 404.
 */
export async function startDevApi({ root, enquiryLog, vitalsLog }: DevApiOptions): Promise<DevApi> {
  const server = createSiteServer({ root, enquiryLog, vitalsLog, configOptional: true });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const { port } = server.address() as AddressInfo;
  return {
    proxy: [{ context: [ENQUIRY_PATH, VITALS_PATH], target: `http://127.0.0.1:${port}` }],
    port,
    close: () => server.shutdown(),
  };
}
