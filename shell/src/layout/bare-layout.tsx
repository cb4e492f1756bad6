import { Outlet } from 'react-router-dom';

/** Layout without header and footer (spec: /qr-link). */
export function BareLayout() {
  return (
    <main id="main">
      <Outlet />
    </main>
  );
}
