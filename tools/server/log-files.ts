import { join } from 'node:path';
import { repoRoot } from '../apps';

/** Where `npm start` logs the enquiries it accepts (ENQUIRY_LOG, else enquiries.jsonl at the repository's root; empty is unset). */
export const enquiryLog = (): string => process.env.ENQUIRY_LOG || join(repoRoot, 'enquiries.jsonl');

/** Where it logs the beacons it accepts, which `npm run vitals`, `health` and `judge` read (VITALS_LOG, else vitals.jsonl). */
export const vitalsLog = (): string => process.env.VITALS_LOG || join(repoRoot, 'vitals.jsonl');
