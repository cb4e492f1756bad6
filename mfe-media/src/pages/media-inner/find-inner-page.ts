import type { ContentKey } from '@bbg/contract';
import { INNER_PAGE_HEROES, type InnerPageBanners, type MediaInnerKey, type MediaInnerPage, type MediaInnerPagesWords } from '../../content/media-inner-pages';

const isMediaInnerKey = (key: ContentKey | undefined): key is MediaInnerKey => key !== undefined && Object.hasOwn(INNER_PAGE_HEROES, key);

/** The inner page a route's content key names: its words and its hero, in the document's locale. */
export function findMediaInnerPage(pages: MediaInnerPagesWords, banners: InnerPageBanners, key: ContentKey | undefined): MediaInnerPage | undefined {
  if (!isMediaInnerKey(key)) return undefined;
  return { content: key, hero: banners[INNER_PAGE_HEROES[key]], ...pages[key] };
}
