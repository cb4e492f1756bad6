import type { Translation } from '@bbg/contract';
import type * as en from '../foundation-day';

export const gallerySection = {
  id: 'gallery',
  tooltip: 'Galerie',
  eyebrow: 'Journée de la fondation',
  title: 'Les temps forts de la journée',
  text: 'Tous nos bureaux ont célébré la fondation du groupe en 2013 : réunis à Dubaï et à Jaipur, et en ligne avec les équipes d’Afrique et d’Asie.',
} as const satisfies Translation<typeof en.gallerySection>;

export const galleryConfig = {
  label: 'Galerie de la Journée de la fondation',
  slidesPerView: 1,
  autoplayMs: 5000,
  speedMs: 600,
  loop: true,
  arrows: true,
  dots: true,
} as const satisfies Translation<typeof en.galleryConfig>;

export const gallerySlides = [
  { id: 'celebration', art: 'corporate', alt: 'Illustration de tours de bureaux', caption: 'À Dubaï, la célébration s’est ouverte sur l’histoire du groupe depuis 2013.' },
  { id: 'teams', art: 'people', alt: 'Illustration de trois personnes réunies', caption: 'Les équipes de toutes nos activités se sont réunies pour la photo de groupe.' },
  { id: 'awards-night', art: 'events', alt: 'Illustration d’une scène avec projecteurs et confettis', caption: 'Des collaborateurs de longue date ont été mis à l’honneur sur scène par l’équipe de direction.' },
] as const satisfies Translation<typeof en.gallerySlides>;

export const foundationDayLabels = {
  heroTooltip: 'Journée de la fondation',
} as const satisfies Translation<typeof en.foundationDayLabels>;
