import type { SVGProps } from 'react';

/** Brand marks (lucide-react ships no brand icons): simple 24×24 monochrome glyphs in currentColor. */
type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'> & { readonly size?: number };

function Glyph({ size = 20, path, ...rest }: IconProps & { readonly path: string }) {
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} fill="currentColor" aria-hidden="true" focusable="false" {...rest}>
      <path d={path} />
    </svg>
  );
}

const FACEBOOK = 'M14 8h3V4h-3c-2.8 0-4.5 1.8-4.5 4.6V11H7v4h2.5v9h4v-9H16l.6-4h-3.1V8.9c0-.6.3-.9.5-.9Z';
const INSTAGRAM =
  'M12 7.3a4.7 4.7 0 1 0 0 9.4 4.7 4.7 0 0 0 0-9.4Zm0 7.7a3 3 0 1 1 0-6 3 3 0 0 1 0 6Zm6-7.9a1.1 1.1 0 1 1-2.2 0 1.1 1.1 0 0 1 2.2 0ZM12 2c-2.7 0-3 0-4.1.1C4.1 2.3 2.3 4 2.1 7.9 2 9 2 9.3 2 12s0 3 .1 4.1c.2 3.8 2 5.6 5.8 5.8 1.1.1 1.4.1 4.1.1s3 0 4.1-.1c3.8-.2 5.6-2 5.8-5.8.1-1.1.1-1.4.1-4.1s0-3-.1-4.1c-.2-3.8-2-5.6-5.8-5.8C15 2 14.7 2 12 2Zm0 1.8c2.7 0 3 0 4 .1 2.7.1 4 1.4 4.1 4.1.1 1 .1 1.3.1 4s0 3-.1 4c-.1 2.7-1.4 4-4.1 4.1-1 .1-1.3.1-4 .1s-3 0-4-.1C5.3 19.9 4 18.6 3.9 16c-.1-1-.1-1.3-.1-4s0-3 .1-4C4 5.4 5.3 4 8 3.9c1-.1 1.3-.1 4-.1Z';
const LINKEDIN =
  'M4.98 3.5a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5ZM3 9.5h4V21H3V9.5Zm6.5 0h3.8v1.6h.1c.5-1 1.8-2 3.8-2 4 0 4.8 2.6 4.8 6.1V21h-4v-5.1c0-1.2 0-2.8-1.7-2.8s-2 1.3-2 2.7V21h-4V9.5Z';
const TWITTER = 'M17.8 3h3.2l-7 8 8.2 10h-6.4l-5-6.1L5 21H1.8l7.5-8.6L1.4 3h6.6l4.5 5.6L17.8 3Zm-1.1 16.1h1.8L7.2 4.8H5.3l11.4 14.3Z';

export const FacebookIcon = (props: IconProps) => <Glyph path={FACEBOOK} {...props} />;
export const InstagramIcon = (props: IconProps) => <Glyph path={INSTAGRAM} {...props} />;
export const LinkedinIcon = (props: IconProps) => <Glyph path={LINKEDIN} {...props} />;
export const TwitterIcon = (props: IconProps) => <Glyph path={TWITTER} {...props} />;
