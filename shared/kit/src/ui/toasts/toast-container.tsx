import { useMemo } from 'react';
// The unstyled build: the default one injects a <style> element, which the site's CSP refuses.
import { ToastContainer, type CloseButtonProps } from 'react-toastify/unstyled';
import { LOCALE_INFO } from '@bbg/contract';
import { useLocale } from '@bbg/platform';
import 'react-toastify/dist/ReactToastify.css';
import './toast-container.css';
import { useKitWords } from '../../words/use-kit-words';
import { TOAST_DEFAULT_MS } from './toast-timing';

/**
 * The library's close button, drawn as it draws it, with a name in the document's language: the library's own
 * button says "close" whatever the language, takes no name from the container, and its unstyled build exports it
 * as a type only.
 */
const closeButton =
  (label: string) =>
  ({ closeToast, theme }: CloseButtonProps) => (
    <button
      type="button"
      className={`Toastify__close-button Toastify__close-button--${theme}`}
      aria-label={label}
      onClick={(event) => {
        event.stopPropagation();
        closeToast(true);
      }}
    >
      <svg aria-hidden="true" viewBox="0 0 14 16">
        <path fillRule="evenodd" d="M7.71 8.23l3.75 3.75-1.48 1.48-3.75-3.75-3.75 3.75L1 11.98l3.75-3.75L1 4.48 2.48 3l3.75 3.75L9.98 3l1.48 1.48-3.75 3.75z" />
      </svg>
    </button>
  );

/** The one container toasts show in (top centre, the default auto-close of 5000 ms), named in the document's language. */
export function SiteToastContainer() {
  const { toasts } = useKitWords();
  const close = useMemo(() => closeButton(toasts.close), [toasts.close]);
  // Mirrored on a right-to-left page, as the page is: the close button's corner and the way the timer bar runs out.
  const rtl = LOCALE_INFO[useLocale()].dir === 'rtl';
  return (
    <ToastContainer
      position="top-center"
      autoClose={TOAST_DEFAULT_MS}
      newestOnTop
      closeOnClick={false}
      pauseOnFocusLoss
      aria-label={toasts.region}
      closeButton={close}
      rtl={rtl}
      // Its timer bar stays in sight (toast-container.css), out of reach of screen readers: the library names it in English.
      hideProgressBar
    />
  );
}
