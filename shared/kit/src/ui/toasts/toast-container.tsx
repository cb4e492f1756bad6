// The unstyled build: the default one injects a <style> element, which the site's CSP refuses.
import { ToastContainer } from 'react-toastify/unstyled';
import 'react-toastify/dist/ReactToastify.css';
import { TOAST_DEFAULT_MS } from './toast-timing';

/** The one container toasts show in (top centre, the default auto-close of 5000 ms). */
export function SiteToastContainer() {
  return <ToastContainer position="top-center" autoClose={TOAST_DEFAULT_MS} newestOnTop closeOnClick={false} pauseOnFocusLoss />;
}
