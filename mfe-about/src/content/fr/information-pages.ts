import type { Translation } from '@bbg/contract';
import type * as en from '../information-pages';

/** The overview sections of this remote's pages, in French. */
export const informationPages = {
  clients: { pageName: 'Clients', id: 9, title: 'Ils nous font confiance', description: ['Compagnies aériennes, entreprises, gouvernements et agences de voyages travaillent avec BBG dans tous les métiers du groupe.', 'Nos partenariats de long terme sont notre meilleure référence : beaucoup de nos clients nous sont fidèles depuis dix ans.'] },
  sustainability: { pageName: 'Développement durable', id: 12, title: 'Développement durable', description: ['Nous voulons que le voyage et le commerce laissent les lieux en meilleur état que nous ne les avons trouvés : moins de déchets, un travail plus équitable et un soutien aux communautés locales.', 'Nos marques de voyage promeuvent un tourisme responsable ; nos bureaux réduisent leur consommation d’énergie et de papier.'] },
  bbgOverview: { pageName: 'BBG en bref', id: 21, title: 'BBG en un coup d’œil', description: ['BBG réunit des activités de voyage, d’électronique, de mode, de négoce général, d’informatique, de logistique et de GSA.', 'Fondé en 2013, le groupe compte aujourd’hui plus de 50 agences dans plus de 20 pays et plus de 1 500 collaborateurs.'] },
  valuesMission: { pageName: 'Valeurs et mission', id: 22, title: 'Nos valeurs et notre mission', description: ['Notre mission : rendre le voyage et le commerce plus simples, plus justes et plus enrichissants pour tous ceux que nous servons.', 'L’excellence, l’obsession du client, l’intégrité et la collaboration guident notre façon de travailler.'] },
  visionValues: { pageName: 'Vision et valeurs', id: 24, title: 'Notre vision', description: ['Talents d’exception + Expérience d’exception = Organisation d’exception.', 'Nous recrutons des talents d’exception, nous les aidons à offrir à nos clients des expériences d’exception et nous bâtissons ainsi une organisation d’exception.'] },
  /** No page shows it yet. */
  financials: { pageName: 'Finances', id: 11, title: 'Finances', description: ['Les informations financières seront publiées ici.', 'Contactez-nous pour obtenir les derniers chiffres du groupe.'] },
} as const satisfies Translation<typeof en.informationPages>;
