// Test fixture: the home page's English words, at once (the site loads them as a chunk with the page), around a section.
import type { ReactNode } from 'react';
import * as english from '../../content/copy/home-en';
import { HomeCopyProvider } from './home-copy';

export function WithHomeCopy({ children }: { readonly children: ReactNode }) {
  return <HomeCopyProvider copy={english}>{children}</HomeCopyProvider>;
}
