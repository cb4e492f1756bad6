/** tel: link for a printed phone number. */
export const telHref = (phone: string): string => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** A phone number as printed (or the words a phone link says before it): non-breaking spaces, so it never wraps. */
export const phoneText = (phone: string): string => phone.replace(/ /g, '\u00a0');
