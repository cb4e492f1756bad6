import { Outlet } from '@bbg/router';

/** Layout without header and footer (/qr-link). */
export function BareLayout() {
  return (
    <main id="main">
      <Outlet />
    </main>
  );
}
