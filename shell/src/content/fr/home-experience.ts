import { brandSites, type Translation } from '@bbg/contract';
import type * as en from '../home-experience';

export const experienceIntro = {
  eyebrow: '#Expérience',
  title: 'Notre vision fondatrice',
  text: 'Depuis le premier jour, quatre engagements guident chaque activité de BBG et façonnent encore notre manière de travailler avec nos clients et nos partenaires.',
} as const satisfies Translation<typeof en.experienceIntro>;

export const visionCards = [
  { id: 'excellence', title: 'Excellence inégalée', text: 'Nous plaçons la barre haut pour chaque réservation, chaque produit et chaque livraison, et nous la relevons sans cesse.' },
  { id: 'innovation', title: 'Innovation', text: 'Nous adoptons très tôt les idées et les technologies nouvelles pour que nos clients voyagent, commercent et achètent mieux.' },
  { id: 'integrity', title: 'Intégrité', text: 'Nous tenons parole, pratiquons des prix honnêtes et bâtissons des relations qui durent des années.' },
  { id: 'partnership', title: 'Partenariat collaboratif', text: 'Nous grandissons avec nos fournisseurs, nos agents et nos clients, en partageant savoir-faire et réussites.' },
] as const satisfies Translation<typeof en.visionCards>;

/** Seven brand logos; A2Z Travels has no site of its own, so its logo links nowhere. */
export const experienceLogos = [
  { id: 'blueberry-travel', name: 'Blueberry Travel', link: brandSites.blueberryTravel },
  { id: 'next-holidays', name: 'Next Holidays', link: brandSites.nextHolidays },
  { id: 'spj', name: 'SPJ Electronics', link: brandSites.spj },
  { id: 'mgt', name: 'MGT', link: brandSites.mgt },
  { id: 'friends-travel', name: 'Friends Travel', link: brandSites.friendsTravel },
  { id: 'yashika-fashion', name: 'Yashika Fashion', link: brandSites.fashion },
  { id: 'a2z-travels', name: 'A2Z Travels' },
] as const satisfies Translation<typeof en.experienceLogos>;
