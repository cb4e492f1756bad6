// Test fixture: the home page's English words, at once (the site loads them as a chunk with the page), around a section.
import type { ReactNode } from 'react';
import type { Words } from '@bbg/contract';
import * as english from '../../content/copy/home-en';
import { HomeCopyProvider, type HomeCopy } from './home-copy';

const words: Words<HomeCopy> = english;
/** The English words as the page reads them (loadHomeCopy's reading of the catalogues). */
export const englishHomeCopy = words as HomeCopy;

export function WithHomeCopy({ children }: { readonly children: ReactNode }) {
  return <HomeCopyProvider copy={englishHomeCopy}>{children}</HomeCopyProvider>;
}
