import type { PageHead } from '@bbg/contract';
import { description } from '../content/en/site.json';
import { SITE_NAME } from './page-head';

// Its own module, for the server alone: the browser's bundle never carries the English description for it.

/** The head of app.html, which answers every route not pre-rendered: the site's name and description. */
export const siteHead: PageHead = { title: SITE_NAME, description };
