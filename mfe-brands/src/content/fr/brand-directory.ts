import type { Translation } from '@bbg/contract';
import type * as en from '../brand-directory';

/** Tab order of the brand browser, in French. */
export const brandCategories = [
  { id: 'travels', name: 'Voyages', art: 'travel' },
  { id: 'electronics', name: 'Électronique', art: 'electronics' },
  { id: 'general-trading', name: 'Négoce général', art: 'trading' },
  { id: 'fashion', name: 'Mode', art: 'fashion' },
  { id: 'gsa', name: 'GSA', art: 'globe' },
  { id: 'it', name: 'Informatique', art: 'it' },
  { id: 'logistics', name: 'Logistique', art: 'logistics' },
] as const satisfies Translation<typeof en.brandCategories>;

/** What each brand's card says, in French, by the brand's id (the brands themselves, by their own names, are English's `brandDirectory`). */
export const brandBlurbs = {
  'blueberry-travel': {
    label: 'Voyages d’affaires',
    description: 'La gestion des voyages d’affaires pour les entreprises du Moyen-Orient, d’Afrique et d’Asie : vols, hôtels, visas et politique voyage réunis en un seul endroit.',
  },
  dmc: {
    label: 'Agence réceptive',
    description: 'Services réceptifs : accueil, excursions, transferts et événements pour les partenaires qui font voyager leurs clients dans nos régions.',
  },
  'next-holidays': {
    label: 'Vacances',
    description: 'Forfaits vacances, croisières et voyages sur mesure, qui ont déjà séduit un million de clients.',
  },
  'a2z-travels': {
    label: 'Agence de voyages',
    description: 'Une agence de voyages de proximité pour vos billets, vos vacances et vos démarches de visa, de A à Z.',
  },
  spj: {
    label: 'Électronique',
    description: 'Électronique grand public et électroménager distribués par des revendeurs partenaires dans plus de 20 pays depuis 2016.',
  },
  mgt: {
    label: 'Négoce général et logistique',
    description: 'Négoce général et logistique : approvisionnement, expédition et livraison de marchandises entre l’Asie, le Golfe et l’Afrique.',
  },
  'yashika-fashion': {
    label: 'Mode',
    description: 'Mode contemporaine et accessoires, des collections en boutique jusqu’à un magasin de mode à l’aéroport.',
  },
  'friends-travel': {
    label: 'Agence générale de ventes',
    description: 'Agent général de ventes de compagnies aériennes : ventes, réservations et billetterie pour les transporteurs qui s’implantent sur de nouveaux marchés.',
  },
  techbinary: {
    label: 'Logiciels',
    description: 'Développement logiciel : technologies du voyage, plateformes de réservation et applications métier.',
  },
  'bottom-funnel': {
    label: 'Marketing digital',
    description: 'Marketing digital et croissance : campagnes de référencement, sur les réseaux sociaux et à la performance, qui transforment les visites en ventes.',
  },
  'digi-homes': {
    label: 'Maison connectée',
    description: 'Solutions pour la maison connectée : éclairage, sécurité et confort intelligents pour les foyers d’aujourd’hui.',
  },
} as const satisfies Translation<typeof en.brandBlurbs>;
