import { SERVED_PAGE_ID, SHELL_COPY_ID, type ServedPage } from '@bbg/contract';

/** A JSON record the pre-rendered HTML carries in its head (`<script type="application/json" id>`), or null. */
function servedRecord(id: string, doc: Document): object | null {
  const element = doc.getElementById(id);
  if (!element?.textContent) return null;
  try {
    const value: unknown = JSON.parse(element.textContent);
    return typeof value === 'object' && value !== null ? value : null;
  } catch {
    return null;
  }
}

/** What the pre-rendered HTML says about itself (SERVED_PAGE_ID), or null. */
export const readServedPage = (doc: Document = document): ServedPage | null => servedRecord(SERVED_PAGE_ID, doc) as ServedPage | null;

/** The shell's words the pre-rendered HTML carries, in its own language (SHELL_COPY_ID), or null. */
export const readServedCopy = (doc: Document = document): object | null => servedRecord(SHELL_COPY_ID, doc);
