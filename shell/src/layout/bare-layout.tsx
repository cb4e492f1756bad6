import { Outlet } from '@bbg/router';

/** Layout without header and footer (/qr-link). Its main takes focus from script (after a section's Retry), as the main layout's does. */
export function BareLayout() {
  return (
    <main id="main" tabIndex={-1}>
      <Outlet />
    </main>
  );
}
