import type { Translation } from '@bbg/contract';
import { NEWS_ARTICLE_PATH } from '@bbg/kit';
import type * as en from '../home-partners';

export const partnersIntro = {
  eyebrow: 'Partenaires',
  title: 'Allons plus loin ensemble',
  text: 'Compagnies aériennes, hôtels, entreprises technologiques et fournisseurs s’associent à BBG pour conquérir de nouveaux marchés.',
  logosTitle: 'Ils nous font confiance',
} as const satisfies Translation<typeof en.partnersIntro>;

export const achieveCards = [
  {
    id: 'partnerships',
    title: 'Des partenariats qui grandissent',
    text: 'Comment nos partenaires se développent avec le groupe au Moyen-Orient, en Afrique et en Asie.',
    linkText: 'Lire l’article',
    link: NEWS_ARTICLE_PATH,
  },
  {
    id: 'awards',
    title: 'Récompensés ensemble',
    text: 'Les distinctions remportées avec nos partenaires, du leadership dans le tourisme au voyage d’affaires.',
    linkText: 'Lire l’actualité',
    link: NEWS_ARTICLE_PATH,
  },
] as const satisfies Translation<typeof en.achieveCards>;

/** Nine partner logos (4 visible, 3 below 800 px, 2 below 500 px). */
export const partnerLogos = [
  { id: 'skyline-airways', name: 'Skyline Airways' },
  { id: 'oasis-hotels', name: 'Oasis Hotels' },
  { id: 'savanna-air', name: 'Savanna Air' },
  { id: 'atlas-cargo', name: 'Atlas Cargo' },
  { id: 'meridian-pay', name: 'Meridian Pay' },
  { id: 'harbor-logistics', name: 'Harbor Logistics' },
  { id: 'nova-tech', name: 'Nova Tech' },
  { id: 'lotus-resorts', name: 'Lotus Resorts' },
  { id: 'crescent-insurance', name: 'Crescent Insurance' },
] as const satisfies Translation<typeof en.partnerLogos>;
