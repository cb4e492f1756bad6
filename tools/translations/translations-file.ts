import * as v from 'valibot';
import { describeIssue, TranslationsSchema, type Translations } from '@bbg/contract';
import { DeployError } from '../deploy/deploy-error';
import { readJsonFile } from '../json-file';

/**
 * An app's or a build's translations.json (which locales a person reviewed), checked against its schema. A person
 * edits it, so one that is not JSON or breaks the schema is refused in one line naming it.
 */
export function readTranslationsFile(file: string): Translations {
  const parsed = v.safeParse(TranslationsSchema, readJsonFile(file));
  if (!parsed.success) throw new DeployError(`${file}: ${parsed.issues.map((issue) => describeIssue(issue)).join('; ')}`);
  return parsed.output;
}
