/** Content of a page that several routes share: the record names the route it belongs to. */
export interface RouteContent {
  /** The route's path exactly as `src/app/routes.ts` declares it. */
  readonly path: string;
}

/** The path a visitor is on, compared the way the router compares: case-insensitive, trailing slash ignored. */
export const normalisePath = (pathname: string): string => {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return decodeURIComponent(trimmed).toLowerCase();
};

/** The record for the current path (so /yashika-fashion finds the /Yashika-fashion record). */
export const findByPath = <T extends RouteContent>(records: readonly T[], pathname: string): T | undefined => {
  const wanted = normalisePath(pathname);
  return records.find((record) => normalisePath(record.path) === wanted);
};
