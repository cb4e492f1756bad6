import type { Translation } from '@bbg/contract';
import type * as en from '../leadership';

// People's names are English's `leaderNames`, the same in every language; their titles are in French.
export const boardOfDirectors = {
  id: 'board',
  eyebrow: 'Conseil',
  title: 'Conseil d’administration',
  intro: 'Le conseil fixe le cap du groupe et exige de chacun de ses métiers le même niveau de service et d’intégrité.',
  members: [
    { id: 'chair', role: 'Fondateur et président', bio: 'A fondé BBG en 2013 avec une seule agence de voyages et conduit la stratégie à long terme du conseil.' },
    { id: 'md', role: 'Directrice générale', bio: 'Pilote l’expansion du groupe au Moyen-Orient et en Afrique.' },
    { id: 'director-finance', role: 'Directeur financier', bio: 'Supervise les finances du groupe, l’audit et les investissements sur les nouveaux marchés.' },
    { id: 'director-operations', role: 'Directrice des opérations', bio: 'Apporte au conseil 20 ans d’expérience des opérations aériennes et GSA.' },
  ],
} as const satisfies Translation<typeof en.boardOfDirectors>;

export const leadershipTeam = {
  id: 'leadership-team',
  eyebrow: 'Direction',
  title: 'Équipe de direction',
  intro: 'Les dirigeants de nos métiers traduisent les orientations du conseil en résultats, marché par marché.',
  members: [
    { id: 'ceo-travel', role: 'Directrice générale, Voyage', bio: 'Dirige Blueberry Travels, Next Holidays et notre société de gestion de destinations.' },
    { id: 'ceo-trading', role: 'Directeur général, Négoce et logistique', bio: 'Dirige MGT et la logistique qui achemine ses marchandises par-delà les frontières.' },
    { id: 'ceo-electronics', role: 'Directeur général, SPJ Electronics', bio: 'A fait de SPJ, depuis 2016, un distributeur présent dans plus de 20 pays.' },
    { id: 'cto', role: 'Directrice technique', bio: 'Dirige TechBinary et les plateformes sur lesquelles reposent toutes les marques du groupe.' },
    { id: 'chro', role: 'Directeur des ressources humaines', bio: 'Veille sur les plus de 1 500 collaborateurs de BBG et sur leur évolution.' },
    { id: 'cmo', role: 'Directrice marketing', bio: 'Développe les marques du groupe, de Yashika Fashion à Friends Travel.' },
  ],
} as const satisfies Translation<typeof en.leadershipTeam>;
