import { useLocation, useParams } from '@bbg/platform';

interface LocationProbeProps {
  /** A route param to show too, as ` name=value` (`none` when the route has none). */
  readonly param?: string;
}

/** Tests only: where the router is (path, query and hash), as a status named "location" for tests to read. */
export function LocationProbe({ param }: LocationProbeProps) {
  const { pathname, search, hash } = useLocation();
  const params = useParams();
  const shown = param ? ` ${param}=${params[param] ?? 'none'}` : '';
  return <output aria-label="location">{`${pathname}${search}${hash}${shown}`}</output>;
}
