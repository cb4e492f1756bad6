import type { Translation } from '@bbg/contract';
import type * as en from '../media-center';
import { ARTICLE_PATH } from '../media-story';

export const mediaCards = [
  { id: 1, link: '/media-center-inner1', title: 'Événements et reportages', desc: 'Les rencontres internes et les événements RSE de nos bureaux, racontés comme si vous y étiez.', art: 'events' },
  { id: 2, link: '/media-center-inner2', title: 'Dernières actualités', desc: 'Actualités des compagnies aériennes, de l’IATA et de l’OACI, lancements de produits, collaborations et distinctions.', art: 'media' },
  { id: 3, link: '/media-center-inner3', title: 'Marques', desc: 'Les histoires de nos marques, dont chaque nouveau bureau que nous ouvrons.', art: 'corporate' },
  { id: 4, link: '/media-center-inner4', title: 'Guide et conseils', desc: 'Les conseils pratiques de nos experts pour les voyageurs et les entreprises.', art: 'globe' },
  { id: 5, link: '/media-center-inner5', title: 'Talents et culture', desc: 'Les femmes et les hommes, les équipes et les façons de travailler qui font BBG.', art: 'people' },
] as const satisfies Translation<typeof en.mediaCards>;

export const mediaSection = {
  id: 'cards',
  tooltip: 'Médias',
  eyebrow: 'Espace médias',
  title: 'Découvrez nos histoires',
  text: 'Cinq collections d’actualités et d’histoires venues de tout le groupe BBG. Choisissez-en une pour vous y plonger.',
} as const satisfies Translation<typeof en.mediaSection>;

export const newsSection = {
  id: 'news',
  tooltip: 'Actualités',
  eyebrow: 'À la une',
  title: 'Les dernières nouvelles de BBG',
  text: 'Notre article phare et les sujets dont parlent nos équipes.',
} as const satisfies Translation<typeof en.newsSection>;

/** The article the Read Article button opens. */
export const featuredArticle = {
  tag: 'ENTREPRISE',
  art: 'media',
  title: 'Comment BBG est devenu un groupe de 1 000 personnes et plus de 100 partenaires',
  date: '5 décembre 2024',
  dateTime: '2024-12-05',
  summary: 'En plus de dix ans, le groupe est passé d’un simple comptoir de voyages à un ensemble d’activités dans le voyage, l’électronique, la mode, le négoce, l’informatique, la logistique et le GSA.',
  link: ARTICLE_PATH,
  buttonText: 'Lire l’article',
} as const satisfies Translation<typeof en.featuredArticle>;

export const latestNews = [
  { id: 'iata-accreditation', title: 'Friends Travel renouvelle son accréditation IATA sur six marchés', date: '18 novembre 2024', dateTime: '2024-11-18', summary: 'Grâce à ce renouvellement, nos équipes GSA continuent d’émettre des billets pour les compagnies partenaires en Afrique.', art: 'travel' },
  { id: 'spj-launch', title: 'SPJ lance sa nouvelle gamme pour la maison connectée', date: '2 octobre 2024', dateTime: '2024-10-02', summary: 'Douze nouveaux appareils arrivent chez nos distributeurs partenaires dans plus de 20 pays.', art: 'electronics' },
  { id: 'nairobi-office', title: 'Un nouveau bureau ouvre à Nairobi', date: '14 août 2024', dateTime: '2024-08-14', summary: 'Nos équipes d’Afrique de l’Est sont désormais réunies sous un même toit, au cœur de la ville.', art: 'corporate' },
] as const satisfies Translation<typeof en.latestNews>;

export const awardsSection = {
  id: 'awards',
  tooltip: 'Distinctions',
  eyebrow: 'Reconnaissance',
  title: 'Prix et distinctions',
  text: 'La reconnaissance que nos équipes ont obtenue du secteur du voyage et de nos partenaires.',
} as const satisfies Translation<typeof en.awardsSection>;

export const awards = [
  { id: 'arabian-travel-awards-2024', year: '2024', title: 'Arabian Travel Awards', body: 'Leadership dans le tourisme', detail: 'Une distinction qui salue la croissance de nos marques de voyages de loisirs et d’affaires dans la région.' },
  { id: 'world-travel-awards-2024', year: '2024', title: 'World Travel Awards', body: 'Meilleur programme de voyages d’affaires', detail: 'Une récompense pour Blueberry Travels et son programme qui fait économiser jusqu’à 20 % à ses clients sur leurs voyages.' },
  { id: 'gsa-excellence-2023', year: '2023', title: 'Airline Partner Awards', body: 'GSA de l’année, Afrique', detail: 'Les compagnies partenaires saluent la croissance des ventes de Friends Travel & Tourism sur tout le continent.' },
] as const satisfies Translation<typeof en.awards>;

export const mediaCenterLabels = {
  heroTooltip: 'Espace médias',
} as const satisfies Translation<typeof en.mediaCenterLabels>;
