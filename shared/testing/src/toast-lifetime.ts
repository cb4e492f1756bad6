import { screen } from '@testing-library/react';

/**
 * How long the toast showing `text` stays, as react-toastify counts it: its progress bar's animation, which closes the
 * toast as it ends (`'3000ms'`). Undefined for a toast that never closes by itself.
 */
export function toastLifetime(text: string): string | undefined {
  const toast = screen.getByText(text).closest('.Toastify__toast');
  if (!toast) throw new Error(`"${text}" is not in a toast`);
  return toast.querySelector<HTMLElement>('.Toastify__progress-bar--animated')?.style.animationDuration;
}
