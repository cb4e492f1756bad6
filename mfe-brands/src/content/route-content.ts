import type { ContentKey } from '@bbg/contract';

/** Content of a page that several routes share: the record's key is the `content` its route declares (src/app/routes.ts). */
export interface RouteContent {
  readonly content: ContentKey;
}

/** The record a route asks for, or nothing when its route declares no key or an unknown one. */
export const findContent = <T extends RouteContent>(records: readonly T[], key: ContentKey | undefined): T | undefined =>
  records.find((record) => record.content === key);
