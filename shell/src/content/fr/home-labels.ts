import type { Translation } from '@bbg/contract';
import type * as en from '../home-labels';

export const homeLabels = {
  showMessage: 'Afficher le message {n} sur {count}',
  pauseMessages: 'Mettre les messages en pause',
  playMessages: 'Relancer les messages',
  brandShowcase: 'Vitrine des marques',
  brandPosition: '{n} sur {count}',
  previousBrand: 'Marque précédente',
  nextBrand: 'Marque suivante',
  pauseVideo: 'Mettre la vidéo de fond en pause',
  playVideo: 'Lire la vidéo de fond',
  visionCarousel: 'La vision fondatrice',
  logosCarousel: 'Logos des marques',
  timelineCarousel: 'Ouvertures de marchés, de 2013 à 2024',
  cultureCarousel: 'Photos de la culture et de la réunion annuelle',
  enlargePhoto: 'Agrandir la photo\u00a0: {alt}',
  enlargedPhoto: 'Photo agrandie\u00a0: {alt}',
  closePhoto: 'Fermer la photo agrandie',
  partnersCarousel: 'Nos partenaires',
} as const satisfies Translation<typeof en.homeLabels>;
