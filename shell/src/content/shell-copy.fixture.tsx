// Test fixture: the shell's English copy, at once (the site loads it as a chunk at start), around what a test renders.
import type { ReactNode } from 'react';
import * as chrome from './chrome';
import * as footer from './footer';
import * as footerLabels from './footer-labels';
import * as kit from './kit-words';
import * as languageMenu from './language-menu';
import * as navigation from './navigation';
import { ShellCopyProvider, type ShellCopy } from './shell-copy';
import * as site from './site';

const englishShellCopy: ShellCopy = { site, navigation, languageMenu, chrome, footer, footerLabels, kit };

export function WithShellCopy({ children }: { readonly children: ReactNode }) {
  return <ShellCopyProvider copy={englishShellCopy}>{children}</ShellCopyProvider>;
}
