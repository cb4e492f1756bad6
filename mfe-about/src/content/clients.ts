import type { LogoItem } from '@bbg/kit';
import names from './names.json';

// The clients by their own names; the words of /clients in each language are `<locale>/clients.json` (its heading, and
// the client count the group claims on this page: other pages' figures differ on purpose).

/**
 * The clients, by their own names: the same in every language. The client's list gives no sites for these logos; the
 * names are the site's sample list until the group supplies its own (`names.json`).
 */
export const clients: readonly LogoItem[] = names.clients;
