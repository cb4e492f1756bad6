import type { Translation } from '@bbg/contract';
import type * as en from '../our-innovation';

export const opennessTheme = {
  sectionId: 'openness',
  eyebrow: 'Notre approche',
  title: 'L’innovation par',
  highlight: 'l’ouverture',
  description:
    'Les meilleures idées viennent de partout : de nos équipes, de nos partenaires, des voyageurs et des clients que nous servons. C’est grâce à l’ouverture que BBG trouve sans cesse de meilleures façons de travailler au Moyen-Orient, en Afrique et en Asie.',
} as const satisfies Translation<typeof en.opennessTheme>;

export const innovationPoints = [
  {
    id: 'ideas',
    title: 'Ouverts aux idées',
    text: 'Chaque collaborateur peut proposer une amélioration, et les meilleures propositions sont testées en conditions réelles dans l’un de nos métiers en quelques semaines.',
  },
  {
    id: 'platforms',
    title: 'Plateformes ouvertes',
    text: 'Nos activités de voyage, de négoce et d’informatique partagent leurs données et leurs outils : une solution conçue pour une marque profite à tout le groupe.',
  },
  {
    id: 'partnerships',
    title: 'Partenariats ouverts',
    text: 'Nous co-créons avec les compagnies aériennes, les fournisseurs et nos partenaires technologiques plutôt que de tout construire seuls.',
  },
  {
    id: 'learning',
    title: 'Ouverts à l’apprentissage',
    text: 'Nous mesurons ce qui fonctionne, partageons nos enseignements d’un marché à l’autre et abandonnons ce qui ne marche pas, rapidement et sans chercher de coupable.',
  },
] as const satisfies Translation<typeof en.innovationPoints>;
