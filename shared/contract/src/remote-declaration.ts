import * as v from 'valibot';

/**
 * A remote's id: lower-case words joined by dashes (`brands`, `careers`, `investor-relations`). It names the remote in
 * commands, in the registry and in `remotes/<id>/<version>/`; its folder is `mfe-<id>`.
 */
export const REMOTE_ID_PATTERN = /^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/;

/** Checks a remote id where one comes in from outside (a registry, a command line). */
export const isRemoteId = (value: unknown): value is string => typeof value === 'string' && value.length <= 40 && REMOTE_ID_PATTERN.test(value);

/**
 * How a remote declares itself, in the `bbg.remote` field of its own package.json: the tools find every remote from
 * the root's workspace globs and this field, so a new section needs no list edited anywhere else.
 */
export const RemoteDeclarationSchema = v.object({
  id: v.pipe(v.string(), v.maxLength(40), v.regex(REMOTE_ID_PATTERN, 'id must be lower-case words joined by dashes, like careers or investor-relations')),
  /** How the section is named to visitors when it cannot be loaded. */
  section: v.pipe(v.string(), v.trim(), v.minLength(1, 'section must name the section'), v.maxLength(60, 'section must be at most 60 characters')),
  /** Module Federation container name: a JavaScript identifier. */
  federationName: v.pipe(v.string(), v.regex(/^[a-z][a-z0-9_]*$/, 'federationName must be a lower-case JavaScript identifier, like mfe_careers')),
  /** Port of `npm run dev` and of the remote running alone (before BBG_PORT_OFFSET). */
  port: v.pipe(v.number(), v.integer(), v.minValue(1024, 'port must be from 1024 to 65535'), v.maxValue(65535, 'port must be from 1024 to 65535')),
  /** The section's link preview (public/preview.jpg, 1200×630): an art scene of the kit, a title and a line under it. */
  preview: v.object({
    art: v.pipe(v.string(), v.regex(/^[a-z]+$/, 'preview.art must name an art scene of the kit, like corporate')),
    title: v.pipe(v.string(), v.minLength(1), v.maxLength(40)),
    line: v.pipe(v.string(), v.minLength(1), v.maxLength(90)),
  }),
});

export type RemoteDeclaration = v.InferOutput<typeof RemoteDeclarationSchema>;
