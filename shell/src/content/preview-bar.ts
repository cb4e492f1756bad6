/**
 * The preview bar's words. Only the team that staged a version opens its preview link, never a visitor, so the bar
 * speaks English in every locale, as the reasons a link is refused (preview-state.ts) do.
 */
export const previewBarWords = {
  label: 'Preview',
  previewing: 'Preview:',
  notStarted: 'Preview not started:',
  exit: 'Exit',
} as const;
