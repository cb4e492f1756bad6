import { brandSites, type Translation } from '@bbg/contract';
import type * as en from '../brand-slides';

/** What a brand slider with no slides shows in its place. */
export const SLIDE_NOT_FOUND = 'Aucune donnée trouvée pour cet identifiant.' satisfies Translation<typeof en.SLIDE_NOT_FOUND>;

/** Each brand page's slider, in French: slide ids, pictures and links as in English. */
export const brandSliders = {
  spj: {
    id: 2,
    heading: 'Découvrir SPJ Electronics',
    label: 'L’essentiel de SPJ Electronics',
    slides: [
      { id: 'spj-intro', subtitle: 'SPJ Electronics', title: 'De l’électronique', highlight: 'pour chaque rayon', description: ['Depuis 2016, SPJ fournit des produits électroniques grand public et des accessoires à des revendeurs partenaires dans plus de 20 pays.', 'Téléphones, audio, objets connectés pour la maison et tous les accessoires qui vont avec, livrés dans les délais.'], buttons: [{ text: 'Visiter SPJ Electronics', image: 'arrow', link: brandSites.spj }], backgroundImage: 'electronics' },
      { id: 'spj-insights', subtitle: 'SPJ Electronics', title: 'Les tendances', highlight: 'du marché', highlightColor: 'sun', description: ['Nos responsables de catégorie partagent ce qui se vend, ce qui arrive et comment les revendeurs peuvent construire leurs assortiments.'], buttons: [{ text: 'Lire le blog SPJ', image: 'book', link: brandSites.spj }], backgroundImage: 'media' },
      { id: 'spj-offerings', subtitle: 'SPJ Electronics', title: 'Une offre pour', highlight: 'les revendeurs', description: ['Des marques internationales à des prix de gros justes, un accompagnement merchandising et un service après-vente sur chacun de nos marchés.'], buttons: [{ text: 'Découvrir la gamme', image: 'box', link: brandSites.spj }], backgroundImage: 'trading' },
    ],
  },
  nextHolidays: {
    id: 4,
    heading: 'Découvrir Next Holidays',
    label: 'L’essentiel de Next Holidays',
    slides: [
      { id: 'next-holidays-intro', subtitle: 'Next Holidays', title: 'Des vacances', highlight: 'à votre image', highlightColor: 'sun', description: ['Un million de clients ont voyagé avec Next Holidays : familles, couples et groupes.', 'Chaque séjour est conçu par des spécialistes qui connaissent la destination de l’intérieur.'], buttons: [{ text: 'Partir avec Next Holidays', image: 'plane', link: brandSites.nextHolidays }], backgroundImage: 'travel' },
      { id: 'next-holidays-safety', subtitle: 'Next Holidays', title: 'Voyagez', highlight: 'l’esprit tranquille', description: ['Des hôtels et des transferts sélectionnés avec soin, des options d’assurance voyage et une assistance joignable jour et nuit.'], buttons: [{ text: 'Voyager en toute sécurité', image: 'shield', link: brandSites.nextHolidays }], backgroundImage: 'globe' },
    ],
  },
  blueberryTravels: {
    id: 5,
    heading: 'Découvrir Blueberry Travels',
    label: 'L’essentiel de Blueberry Travels',
    slides: [
      { id: 'blueberry-travels-intro', subtitle: 'Blueberry Travels', title: 'Le voyage d’affaires,', highlight: 'simplifié', description: ['Plus de 500 entreprises confient leurs déplacements à Blueberry Travels et économisent jusqu’à 20 % sur leur budget voyages.', 'Une seule équipe gère vols, hôtels, visas et modifications, jour et nuit.'], buttons: [{ text: 'Visiter Blueberry Travels', image: 'arrow', link: brandSites.blueberryTravel }], backgroundImage: 'travel' },
      { id: 'blueberry-travels-insights', subtitle: 'Blueberry Travels', title: 'Des déplacements', highlight: 'plus intelligents', highlightColor: 'mint', description: ['Conseils de politique voyage, tendances de réservation et rapports tirés de 200 000 réservations par an : de quoi aider les responsables voyages à dépenser à bon escient.'], buttons: [{ text: 'Lire nos analyses', image: 'book', link: brandSites.blueberryTravel }], backgroundImage: 'corporate' },
    ],
  },
  friendsTravel: {
    id: 6,
    heading: 'Découvrir Friends Travel & Tourism',
    label: 'L’essentiel de Friends Travel & Tourism',
    slides: [
      { id: 'friends-travel-intro', subtitle: 'Friends Travel & Tourism', title: 'Votre partenaire', highlight: 'en Afrique', description: ['En tant qu’agent général de ventes, nous vendons, promouvons et soutenons les lignes des compagnies aériennes sur les marchés où elles n’ont pas de bureau.'], buttons: [{ text: 'Visiter Friends Travel', image: 'arrow', link: brandSites.friendsTravel }], backgroundImage: 'globe' },
      { id: 'friends-travel-blog', subtitle: 'Friends Travel & Tourism', title: 'Des nouvelles', highlight: 'du ciel', highlightColor: 'sun', description: ['Nouvelles lignes, tarifs et horaires des compagnies que nous représentons, à découvrir en avant-première sur notre blog.'], buttons: [{ text: 'Lire le blog', image: 'book', link: brandSites.friendsTravel }], backgroundImage: 'media' },
      { id: 'friends-travel-visa', subtitle: 'Friends Travel & Tourism', title: 'Visas et', highlight: 'assistance voyage', description: ['Avant le départ, nos agents accompagnent les voyageurs dans leurs démarches de visa, leurs documents et les conditions d’entrée.'], buttons: [{ text: 'Obtenir une aide visa', image: 'shield', link: brandSites.friendsTravel }], backgroundImage: 'travel' },
    ],
  },
  yashikaFashion: {
    id: 7,
    heading: 'Découvrir Yashika Fashion',
    label: 'L’essentiel de Yashika Fashion',
    slides: [
      { id: 'yashika-fashion-intro', subtitle: 'Yashika Fashion', title: 'Un style qui', highlight: 'voyage', description: ['Des vêtements et des accessoires contemporains, en boutique en ville et à l’aéroport, choisis pour les villes que nous servons.'], buttons: [{ text: 'Visiter Yashika Fashion', image: 'arrow', link: brandSites.fashion }], backgroundImage: 'fashion' },
      { id: 'yashika-fashion-insights', subtitle: 'Yashika Fashion', title: 'Les tendances de', highlight: 'nos stylistes', highlightColor: 'sun', description: ['Sélections de saison, conseils de style et histoires derrière chaque collection.'], buttons: [{ text: 'Lire les conseils de style', image: 'book', link: brandSites.fashion }], backgroundImage: 'people' },
      { id: 'yashika-fashion-offerings', subtitle: 'Yashika Fashion', title: 'Craquez pour', highlight: 'nos collections', description: ['Des prix hors taxes dans notre boutique de l’aéroport et de nouveaux arrivages chaque saison en ville.'], buttons: [{ text: 'Voir les collections', image: 'bag', link: brandSites.fashion }], backgroundImage: 'fashion' },
    ],
  },
  mgt: {
    id: 8,
    heading: 'Découvrir MGT General Trading',
    label: 'L’essentiel de MGT General Trading',
    slides: [
      { id: 'mgt-intro', subtitle: 'MGT General Trading', title: 'Le commerce', highlight: 'sans frontières', description: ['MGT assure l’approvisionnement, le négoce et la distribution de marchandises pour ses partenaires au Moyen-Orient et en Afrique.'], buttons: [{ text: 'Visiter MGT', image: 'arrow', link: brandSites.mgt }], backgroundImage: 'trading' },
      { id: 'mgt-insights', subtitle: 'MGT General Trading', title: 'Analyses', highlight: 'de marché', highlightColor: 'mint', description: ['L’offre, les prix et la demande sur nos marchés, expliqués par ceux qui y commercent au quotidien.'], buttons: [{ text: 'Lire nos analyses', image: 'book', link: brandSites.mgt }], backgroundImage: 'corporate' },
      { id: 'mgt-offerings', subtitle: 'MGT General Trading', title: 'De l’entrepôt', highlight: 'à votre porte', description: ['Produits de consommation et fournitures industrielles, acheminés par notre propre branche logistique.'], buttons: [{ text: 'Découvrir notre offre', image: 'box', link: brandSites.mgt }], backgroundImage: 'logistics' },
    ],
  },
} as const satisfies Translation<typeof en.brandSliders>;
