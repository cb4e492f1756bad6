import type { Translation } from '@bbg/contract';
import type * as en from '../home-about';

/** Belief, inspire and value words over the background video. */
export const beliefWords = ['Croire', 'Inspirer', 'Valoriser'] as const satisfies Translation<typeof en.beliefWords>;

export const aboutBlurb = {
  eyebrow: 'À propos',
  title: 'Un groupe bâti sur la confiance',
  paragraphs: [
    'Fondé en 2013, BBG réunit des activités de voyage, d’électronique, de mode, de négoce général, d’informatique, de logistique et d’agence générale de vente.',
    'Nous croyons avant tout en l’humain, donnons à nos partenaires l’envie de grandir avec nous et valorisons chaque relation client au Moyen-Orient, en Afrique et en Asie.',
  ],
  linkText: 'EN SAVOIR PLUS',
  /** Read after the link's words, not shown: where it leads. */
  linkContext: 'sur BBG',
  link: '/about-us',
} as const satisfies Translation<typeof en.aboutBlurb>;

export const homeFacts = [
  { id: 'experience', title: '11+ ans d’expérience', text: 'Depuis 2013, une simple agence de voyages est devenue un groupe aux multiples activités.' },
  { id: 'countries', title: '30+ pays desservis', text: 'Nos bureaux et partenaires au Moyen-Orient, en Afrique et en Asie servent nos clients là où ils se trouvent.' },
  { id: 'employees', title: '1500+ collaborateurs', text: 'Une équipe d’experts du voyage, d’ingénieurs, de négociants et de professionnels du service qui placent le client au premier plan.' },
  { id: 'projects', title: '100+ projets réalisés', text: 'Programmes de voyages d’affaires, ouvertures de magasins, plateformes informatiques, réseaux logistiques : autant de projets menés à bien.' },
] as const satisfies Translation<typeof en.homeFacts>;
