import type { Translation } from '@bbg/contract';
import type * as en from '../about-us';

export const aboutLabels = {
  scrollDown: 'Aller à la section suivante',
} as const satisfies Translation<typeof en.aboutLabels>;

export const aboutHero = {
  id: 'about-us',
  tooltip: 'À propos',
  eyebrow: 'À propos',
  title: 'Un groupe, mille',
  highlight: 'parcours',
  description:
    'Né en 2013 d’une seule agence de voyages, BBG est devenu un groupe d’entreprises de voyage, d’électronique, de mode, de négoce général, d’informatique, de logistique et de GSA au Moyen-Orient, en Afrique et en Asie.',
  art: 'corporate',
} as const satisfies Translation<typeof en.aboutHero>;

export const aboutSections = [
  {
    id: 'journey',
    tooltip: 'Parcours',
    eyebrow: 'Notre parcours',
    title: 'D’un bureau en 2013 à plus de 50 agences',
    paragraphs: [
      'BBG a débuté dans le voyage d’affaires en 2013. Onze ans plus tard, le groupe exploite des marques dans sept métiers et sert des clients dans plus de 30 pays.',
      'Notre profil d’entreprise raconte toute notre histoire, marque par marque et marché par marché.',
    ],
    links: [{ label: 'Valeurs et mission', to: '/values-mission' }],
    downloads: ['Télécharger le PDF', 'Découvrir notre histoire'],
    art: 'travel',
  },
  {
    id: 'ambition',
    tooltip: 'Ambition',
    eyebrow: 'Notre ambition',
    title: 'Des marques iconiques, une empreinte mondiale',
    paragraphs: [
      'Nous voulons bâtir des marques qui marquent les esprits, conquérir de nouveaux marchés avec des équipes locales, offrir un service exceptionnel et promouvoir le voyage durable.',
    ],
    links: [
      { label: 'Notre ambition', to: '/our-ambition' },
      { label: 'BBG en bref', to: '/bbg-overview' },
    ],
    art: 'globe',
  },
  {
    id: 'our-work',
    tooltip: 'Nos métiers',
    eyebrow: 'Nos métiers',
    title: 'Sept métiers, une même façon de travailler',
    paragraphs: [
      'Voyage, électronique, mode, négoce général, informatique, logistique et GSA : chaque métier est autonome et partage ses équipes, ses plateformes et ses idées avec les autres.',
    ],
    links: [
      { label: 'Nos marques', to: '/brands' },
      { label: 'Notre innovation', to: '/our-innovation' },
    ],
    art: 'it',
  },
  {
    id: 'bod',
    tooltip: 'Conseil',
    eyebrow: 'Conseil d’administration',
    title: 'Dirigé par ceux qui l’ont bâti',
    paragraphs: [
      'Notre conseil d’administration et notre équipe de direction apportent des décennies d’expérience du voyage, du commerce et de la technologie à chaque marché où nous nous implantons.',
    ],
    links: [{ label: 'Nos dirigeants', to: '/our-leadership' }],
    art: 'people',
  },
  {
    id: 'financial',
    tooltip: 'Finances',
    eyebrow: 'Finances',
    title: 'Une croissance régulière, année après année',
    paragraphs: ['Les états financiers détaillés sont communiqués aux partenaires sur demande.'],
    links: [],
    stats: [
      { id: 'years', value: '11+', label: 'Années' },
      { id: 'countries', value: '30+', label: 'Pays' },
      { id: 'awards', value: '100+', label: 'Lauréats' },
      { id: 'subsidiaries', value: '50+', label: 'Filiales' },
      { id: 'team', value: '1K+', label: 'Collaborateurs' },
      { id: 'customers', value: '100K+', label: 'Clients satisfaits' },
    ],
    art: 'trading',
  },
  {
    id: 'partners',
    tooltip: 'Partenaires',
    eyebrow: 'Partenaires et clients',
    title: 'Grandir ensemble',
    paragraphs: [
      'Compagnies aériennes, fournisseurs, agences et entreprises grandissent avec nous. Beaucoup travaillent avec BBG depuis dix ans.',
    ],
    links: [
      { label: 'Devenir partenaire', to: '/partners' },
      { label: 'Nos clients', to: '/clients' },
    ],
    art: 'events',
  },
  {
    id: 'presence',
    tooltip: 'Présence',
    eyebrow: 'Notre présence',
    title: 'Moyen-Orient, Afrique et Asie',
    paragraphs: ['De Dubaï et Jaipur à Nairobi, Lagos et Lusaka, nos bureaux maintiennent chaque marque au plus près de ses clients.'],
    links: [
      { label: 'Dans le monde', to: '/world-wide' },
      { label: 'Nos marques', to: '/brands' },
    ],
    art: 'logistics',
  },
  {
    id: 'sustainability',
    tooltip: 'Durabilité',
    eyebrow: 'Développement durable',
    title: 'Laisser chaque lieu plus beau',
    paragraphs: [
      'Tourisme responsable, travail plus équitable et moins de déchets : notre vision d’un voyage et d’un commerce respectueux des communautés que nous servons.',
    ],
    links: [{ label: 'Développement durable', to: '/sustainability' }],
    art: 'sustainability',
  },
] as const satisfies Translation<typeof en.aboutSections>;
