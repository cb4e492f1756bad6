import { brandSites, type Translation } from '@bbg/contract';
import type * as en from '../home-brands';

export const brandsIntro = {
  eyebrow: 'Nos marques',
  title: 'Des marques qui font bouger les gens et les marchés',
  linkText: 'Visiter le site',
} as const satisfies Translation<typeof en.brandsIntro>;

export const brandSlides = [
  { id: 'travel', title: 'Voyages d’affaires', subtitle: 'Blueberry Travel', image: 'travel', alt: 'Un avion dans un ciel couleur myrtille', link: brandSites.blueberryTravel },
  { id: 'holidays', title: 'Vacances', subtitle: 'Next Holidays', image: 'globe', alt: 'Un globe parcouru d’itinéraires de vacances', link: brandSites.nextHolidays },
  { id: 'electronics', title: 'Électronique', subtitle: 'SPJ Electronics', image: 'electronics', alt: 'Téléphones et ordinateurs portables aux couleurs de la marque', link: brandSites.spj },
  { id: 'fashion', title: 'Mode', subtitle: 'Yashika Fashion', image: 'fashion', alt: 'Des vêtements sur un portant dans une boutique', link: brandSites.fashion },
  { id: 'trading', title: 'Négoce général', subtitle: 'MGT', image: 'trading', alt: 'Des caisses de marchandises et un graphique des échanges', link: brandSites.mgt },
] as const satisfies Translation<typeof en.brandSlides>;
