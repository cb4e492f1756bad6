// Test fixture: the shell's English copy, at once (the site loads it as a chunk at start), around what a test renders.
import type { ReactNode } from 'react';
import type { Words } from '@bbg/contract';
import * as english from './copy/shell-en';
import { ShellCopyProvider, type ShellCopy } from './shell-copy';

const words: Words<ShellCopy> = english;
/** The English words as the shell reads them (loadShellCopy's reading of the catalogues). */
export const englishShellCopy = words as ShellCopy;

export function WithShellCopy({ children }: { readonly children: ReactNode }) {
  return <ShellCopyProvider copy={englishShellCopy}>{children}</ShellCopyProvider>;
}
