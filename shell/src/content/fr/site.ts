import type { Translation } from '@bbg/contract';
import type * as en from '../site';

/** The site's own words: its description, the home page's and that of any page without its own. */
export const description =
  'BBG : voyage, électronique, mode, négoce général, informatique, logistique et GSA au Moyen-Orient, en Afrique et en Asie.' satisfies Translation<typeof en.description>;
