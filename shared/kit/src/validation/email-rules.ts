/** Footer rule: contains @ and a dot, with @ before the last dot; empty counts as valid. */
export function isFooterEmailValid(value: string): boolean {
  if (value === '') return true;
  const at = value.indexOf('@');
  const lastDot = value.lastIndexOf('.');
  return at !== -1 && lastDot !== -1 && at < lastDot;
}

/** Partners/brands rule: after trimming, local@domain.tld with no spaces; empty is not flagged. */
export function isNewsletterEmailValid(value: string): boolean {
  const trimmed = value.trim();
  return trimmed === '' || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(trimmed);
}
