import { join } from 'node:path';
import { repoRoot, sitePort } from '../apps';
import { deployDir } from '../deploy/deploy-paths';
import { createSiteServer } from '../server/create-server';

export const enquiryLog = (): string => process.env.ENQUIRY_LOG ?? join(repoRoot, 'enquiries.jsonl');

export function listen(root: string, port: number, label: string): Promise<void> {
  const server = createSiteServer({ root, enquiryLog: enquiryLog() });
  return new Promise((resolve) => {
    server.listen(port, () => {
      console.log(`${label} at http://localhost:${port} (serving ${root}; enquiries logged to ${enquiryLog()})`);
      resolve();
    });
  });
}

const portArg = (args: readonly string[]): number => {
  const i = args.indexOf('--port');
  return i >= 0 ? Number(args[i + 1]) : sitePort;
};

/** Serves the deploy folder as production would, without building. */
export async function run(args: readonly string[]): Promise<void> {
  await listen(deployDir(), portArg(args), 'BBG site');
}
