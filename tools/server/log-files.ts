import { join } from 'node:path';
import { repoRoot, wholeNumberFromEnv } from '../apps';

/** Where `npm start` logs the enquiries it accepts (ENQUIRY_LOG, else enquiries.jsonl at the repository's root; empty is unset). */
export const enquiryLog = (): string => process.env.ENQUIRY_LOG || join(repoRoot, 'enquiries.jsonl');

/** Where it logs the beacons it accepts, which `npm run vitals`, `health` and `judge` read (VITALS_LOG, else vitals.jsonl). */
export const vitalsLog = (): string => process.env.VITALS_LOG || join(repoRoot, 'vitals.jsonl');

/** The size in MB past which each log moves to its previous file (BBG_LOG_MAX_MB, 1 to 100000; 100 unless set). */
export const logMaxBytes = (): number => wholeNumberFromEnv('BBG_LOG_MAX_MB', 100, 100_000, 1) * 1024 * 1024;
