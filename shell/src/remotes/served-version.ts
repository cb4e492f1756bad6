/** The load of the version that rendered the served page failed: its slice is rendered afresh instead. */
export class ServedVersionUnavailable extends Error {}

/** True for the error React reports when it renders a served page afresh because its version could not load. */
export const isServedVersionUnavailable = (error: unknown): boolean =>
  error instanceof ServedVersionUnavailable || (error instanceof Error && error.cause instanceof ServedVersionUnavailable);
