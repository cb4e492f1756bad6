/** Toasts close by themselves after 5000 ms unless a caller says otherwise (the contact form: 3000 ms). */
export const TOAST_DEFAULT_MS = 5000;
