import type { Translation } from '@bbg/contract';
import type * as en from '../banners';

/** The heroes of this remote's pages, in French (entry 16, values and mission, is in `./overview-pages`). */
export const banners = {
  bbgOverview: { pageName: 'BBG en bref', id: 9, title: 'Le groupe BBG', highlight: 'en bref', description: 'Un groupe, sept métiers, plus de 50 agences dans plus de 20 pays.', buttonText: 'Découvrir', buttonLink: '#overview', backgroundImage: 'corporate' },
  visionValues: { pageName: 'Vision et valeurs', id: 10, title: 'Vision et', highlight: 'valeurs', description: 'Talents d’exception + Expérience d’exception = Organisation d’exception.', buttonText: 'Découvrir', buttonLink: '#vision', backgroundImage: 'people' },
  ourAmbition: { pageName: 'Notre ambition', id: 11, title: 'Notre', highlight: 'ambition', description: 'Bâtir des marques iconiques et une présence mondiale, en offrant à chaque fois une expérience exceptionnelle.', buttonText: 'Découvrir', buttonLink: '#objectives', backgroundImage: 'globe' },
  ourInnovation: { pageName: 'Notre innovation', id: 12, title: 'Notre', highlight: 'innovation', description: 'L’ouverture aux idées, aux plateformes, aux partenaires et à l’apprentissage fait avancer le groupe.', buttonText: 'Découvrir', buttonLink: '#openness', backgroundImage: 'it' },
  ourLeadership: { pageName: 'Nos dirigeants', id: 13, title: 'Nos', highlight: 'dirigeants', description: 'Le conseil d’administration et les dirigeants qui pilotent BBG au Moyen-Orient, en Afrique et en Asie.', buttonText: 'Voir le conseil', buttonLink: '#board', backgroundImage: 'people' },
  clients: { pageName: 'Clients', id: 15, title: 'Nos', highlight: 'clients', description: 'Compagnies aériennes, entreprises et gouvernements confient leurs activités à BBG.', buttonText: 'Découvrir', buttonLink: '#overview', backgroundImage: 'corporate' },
  sustainability: { pageName: 'Développement durable', id: 18, title: 'Notre engagement', highlight: 'durable', highlightColor: 'mint', description: 'Un voyage et un commerce responsables, qui soutiennent les communautés que nous servons.', buttonText: 'Découvrir', buttonLink: '#overview', backgroundImage: 'sustainability' },
} as const satisfies Translation<typeof en.banners>;
