import type { Translation } from '@bbg/contract';
import type * as en from '../banners';

/** The heroes of this remote's pages, in French (entry 16, values and mission, is in `./division-pages`). */
export const banners = {
  spj: { pageName: 'SPJ', id: 2, title: 'SPJ', highlight: 'Electronics', description: 'Des produits électroniques grand public et des accessoires distribués auprès de revendeurs partenaires dans plus de 20 pays depuis 2016.', backgroundImage: 'electronics' },
  nextHolidays: { pageName: 'Next Holidays', id: 4, title: 'Next', highlight: 'Holidays', highlightColor: 'sun', description: 'Des séjours de loisirs conçus pour un million de clients, et ce n’est qu’un début.', backgroundImage: 'travel' },
  blueberryTravels: { pageName: 'Blueberry Travels', id: 5, title: 'Blueberry', highlight: 'Travels', description: 'Une gestion des voyages d’affaires qui fait gagner du temps aux entreprises et jusqu’à 20 % sur leurs frais de déplacement.', backgroundImage: 'travel' },
  friendsTravel: { pageName: 'Friends Travel', id: 6, title: 'Friends Travel', highlight: '& Tourism', description: 'Agent général de ventes, nous représentons des compagnies aériennes partout en Afrique.', backgroundImage: 'globe' },
  yashikaFashion: { pageName: 'Yashika Fashion', id: 7, title: 'Yashika', highlight: 'Fashion', description: 'La mode contemporaine, des boutiques en ville aux magasins d’aéroport.', backgroundImage: 'fashion' },
  mgt: { pageName: 'MGT', id: 8, title: 'MGT', highlight: 'General Trading', description: 'Approvisionnement, négoce et distribution de marchandises sur trois continents.', backgroundImage: 'trading' },
  businessOverview: { pageName: 'Panorama des activités', id: 19, title: 'Panorama des', highlight: 'activités', description: 'Voyage, électronique, mode, négoce général, informatique, logistique et GSA, réunis au sein d’un même groupe.', buttonText: 'Découvrir', buttonLink: '#overview', backgroundImage: 'corporate' },
  travel: { pageName: 'Voyage', id: 20, title: 'Notre pôle', highlight: 'Voyage', description: 'Voyages d’affaires, séjours de loisirs et services réceptifs sur trois continents.', buttonText: 'Découvrir', buttonLink: '#overview', backgroundImage: 'travel' },
  electronics: { pageName: 'Électronique', id: 21, title: 'Notre pôle', highlight: 'Électronique', description: 'La distribution de produits électroniques grand public et d’accessoires, avec SPJ.', buttonText: 'Découvrir', buttonLink: '#overview', backgroundImage: 'electronics' },
  fashion: { pageName: 'Mode', id: 23, title: 'Notre pôle', highlight: 'Mode', description: 'Yashika Fashion apporte un style contemporain aux villes et aux aéroports.', buttonText: 'Découvrir', buttonLink: '#overview', backgroundImage: 'fashion' },
  generalTrading: { pageName: 'Négoce général', id: 24, title: 'Négoce', highlight: 'général', description: 'MGT approvisionne et distribue des marchandises pour ses partenaires dans toute la région.', buttonText: 'Découvrir', buttonLink: '#overview', backgroundImage: 'trading' },
  gsa: { pageName: 'GSA', id: 26, title: 'Agence générale', highlight: 'de ventes', description: 'Friends Travel & Tourism représente des compagnies aériennes et développe leurs ventes sur de nouveaux marchés.', buttonText: 'Découvrir', buttonLink: '#detail', backgroundImage: 'globe' },
  dmc: { pageName: 'DMC', id: 27, title: 'Agence', highlight: 'réceptive', description: 'Accueil sur place, excursions et événements, assurés par notre agence réceptive.', buttonText: 'Découvrir', buttonLink: '#overview', backgroundImage: 'travel' },
  it: { pageName: 'Informatique', id: 28, title: 'Notre pôle', highlight: 'Informatique', description: 'TechBinary et Bottom Funnel développent logiciels et marketing digital pour le groupe et ses clients.', buttonText: 'Découvrir', buttonLink: '#detail', backgroundImage: 'it' },
  logistics: { pageName: 'Logistique', id: 30, title: 'Notre pôle', highlight: 'Logistique', description: 'Fret et distribution : des marchandises acheminées en toute fiabilité d’un pays à l’autre.', buttonText: 'Découvrir', buttonLink: '#detail', backgroundImage: 'logistics' },
  /** No page shows it yet. */
  digiHomes: { pageName: 'Digi Homes', id: 3, title: 'Digi', highlight: 'Homes', description: 'Des produits pour la maison connectée qui rendent le quotidien plus simple et plus sûr.', backgroundImage: 'electronics' },
  /** No page shows it yet. */
  tourism: { pageName: 'Tourisme', id: 22, title: 'Notre pôle', highlight: 'Tourisme', description: 'Des circuits et des expériences qui font découvrir aux voyageurs le meilleur de chaque destination.', backgroundImage: 'travel' },
  /** No page shows it yet. */
  onlinePortal: { pageName: 'Portail en ligne', id: 25, title: 'Portail', highlight: 'en ligne', description: 'Des outils de réservation et de gestion pour nos partenaires, accessibles en ligne à toute heure.', backgroundImage: 'it' },
} as const satisfies Translation<typeof en.banners>;
