// The unstyled build: the default one injects a <style> element, which the site's CSP refuses.
import { toast, ToastContainer, type ToastOptions } from 'react-toastify/unstyled';
import 'react-toastify/dist/ReactToastify.css';

export const TOAST_DEFAULT_MS = 5000;

/** Mount once per app (the shell, or a remote running standalone). */
export function ToastHost() {
  return <ToastContainer position="top-center" autoClose={TOAST_DEFAULT_MS} newestOnTop closeOnClick={false} pauseOnFocusLoss />;
}

export const notify = {
  success: (message: string, options: Pick<ToastOptions, 'autoClose'> = {}) => toast.success(message, options),
  error: (message: string, options: Pick<ToastOptions, 'autoClose'> = {}) => toast.error(message, options),
};
