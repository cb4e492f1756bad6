import type { ReactNode } from 'react';

/**
 * The two icons the header shows from the first paint (lucide's globe and mail, drawn the same way): plain SVG,
 * so the header's adoption does not carry the icon library, which the menus bring later with their own icons.
 */
function Outline({ children }: { readonly children: ReactNode }) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={20}
      height={20}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      {children}
    </svg>
  );
}

/** World Wide: a globe (a gear said "settings"). */
export function GlobeIcon() {
  return (
    <Outline>
      <circle cx="12" cy="12" r="10" />
      <path d="M12 2a14.5 14.5 0 0 0 0 20 14.5 14.5 0 0 0 0-20" />
      <path d="M2 12h20" />
    </Outline>
  );
}

export function MailIcon() {
  return (
    <Outline>
      <path d="m22 7-8.991 5.727a2 2 0 0 1-2.009 0L2 7" />
      <rect x="2" y="4" width="20" height="16" rx="2" />
    </Outline>
  );
}
