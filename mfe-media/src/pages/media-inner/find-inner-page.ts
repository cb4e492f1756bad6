import type { ContentKey } from '@bbg/contract';
import type { MediaInnerPage } from '../../content/media-inner-pages';

/** The inner page a route's content key names, among the records of the document's locale. */
export const findMediaInnerPage = (pages: readonly MediaInnerPage[], key: ContentKey | undefined): MediaInnerPage | undefined => pages.find((page) => page.content === key);
