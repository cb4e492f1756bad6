import { Outlet } from '@bbg/shared/navigation/router/router';

/** Layout without header and footer (spec: /qr-link). */
export function BareLayout() {
  return (
    <main id="main">
      <Outlet />
    </main>
  );
}
