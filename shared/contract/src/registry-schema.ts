import * as v from 'valibot';
import { LOCALES } from './locales';
import { notList } from './not-list';
import { isRemoteId } from './remote-declaration';
import { RemoteRouteSchema } from './remote-route';

/** A list of version names, refused as a whole, so a problem is reported at the list rather than at one of its names. */
const VersionNames = v.custom<readonly string[]>((value) => Array.isArray(value) && value.every((name) => typeof name === 'string'), 'is not a list of version names');

/** One immutable published build of a remote (remotes/<id>/<version>/). */
const RemoteVersionSchema = v.pipe(
  v.object({
    version: v.string(),
    /** mf-manifest.json of this version, relative to the registry's own URL. */
    entry: v.string(),
    /** The entry script (remoteEntry.js), relative to the registry's own URL. */
    entryScript: v.string(),
    /** SHA-384 SRI of the entry script. */
    integrity: v.string(),
    /** integrity.json: the SHA-384 of every script of this version, relative to the registry. */
    files: v.string(),
    /** SHA-384 SRI of integrity.json itself; the shell fetches it with `fetch(url, { integrity })`. */
    filesIntegrity: v.string(),
    routes: v.pipe(v.array(RemoteRouteSchema), v.readonly()),
    publishedAt: v.string(),
    /** Hash of the sources it was built from, so `npm start` knows when a rebuild is due. */
    sourceHash: v.optional(v.string()),
    /**
     * The locales whose translation a person has reviewed, as the remote's translations.json said when it was
     * released. The others' pages are served `noindex`, and left out of the sitemap and of hreflang.
     */
    reviewed: v.optional(v.pipe(v.array(v.picklist(LOCALES)), v.readonly())),
  }),
  v.readonly(),
);

const RemoteRecordSchema = v.pipe(
  v.object({
    /** Module Federation container name. */
    name: v.string(),
    /** Section name shown to visitors when it cannot be loaded. */
    section: v.string(),
    current: v.string(),
    /** Versions that were current before, oldest first: rollback goes back along this list. */
    previous: VersionNames,
    versions: notList(v.pipe(v.record(v.string(), RemoteVersionSchema), v.readonly()), 'is a list, expected an object of versions by name'),
    /**
     * Versions published and rendered but not current (`npm run release -- <remote> --stage`): visitors never get
     * them; QA previews one in a tab, then it is promoted or discarded. Each is described in `versions`.
     */
    staged: v.optional(VersionNames),
    /**
     * A version that a share of visitors gets instead of `current` (`npm run release -- <remote> --canary <percent>`),
     * chosen by each visitor's cohort (cohort.ts); ended by promote, rollback or the judge.
     */
    canary: v.optional(
      v.pipe(
        v.object({
          version: v.string(),
          percent: v.pipe(v.number(), v.check((percent) => Number.isFinite(percent) && percent > 0 && percent < 100, 'is not a share above 0 and below 100')),
        }),
        v.readonly(),
      ),
    ),
  }),
  // Partial checks, so that a record with another problem still says whether these hold.
  v.forward(
    v.partialCheck([['current'], ['versions']], ({ current, versions }) => Object.hasOwn(versions, current), (issue) => `names ${String(issue.input.current)}, a version the record does not describe`),
    ['current'],
  ),
  v.forward(
    v.partialCheck(
      [['current'], ['versions'], ['staged']],
      ({ current, versions, staged = [] }) => staged.every((name) => name !== current && Object.hasOwn(versions, name)),
      'names a version the record does not describe, or the current one',
    ),
    ['staged'],
  ),
  v.forward(
    v.partialCheck(
      [['current'], ['versions'], ['canary', 'version']],
      ({ current, versions, canary }) => canary === undefined || (canary.version !== current && Object.hasOwn(versions, canary.version)),
      'names a version the record does not describe, or the current one',
    ),
    ['canary'],
  ),
  v.readonly(),
);

/** The registry: for each remote, its versions and which one is current. Its keys are remote ids, checked here. */
export const RegistrySchema = v.pipe(
  v.object({
    schema: v.literal(1, (issue) => `is ${issue.received}, not 1`),
    updatedAt: v.string(),
    remotes: notList(
      v.pipe(v.record(v.pipe(v.string(), v.check((id: string) => isRemoteId(id), 'is not a remote id (lower-case words joined by dashes)')), RemoteRecordSchema), v.readonly()),
      'is a list, expected an object of remotes by id',
    ),
  }),
  v.readonly(),
);

export type RemoteVersion = v.InferOutput<typeof RemoteVersionSchema>;
export type RemoteRecord = v.InferOutput<typeof RemoteRecordSchema>;
export type Registry = v.InferOutput<typeof RegistrySchema>;
