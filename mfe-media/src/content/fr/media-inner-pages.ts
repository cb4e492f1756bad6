import type { Translation } from '@bbg/contract';
import type * as en from '../media-inner-pages';
import { banners } from './banners';

/** /media-center-inner1 to 5 in French: the `content` keys stay as the routes name them. */
export const mediaInnerPages = [
  {
    content: 'events',
    hero: banners.events,
    tooltip: 'Événements',
    categories: [
      {
        id: 'internal-events',
        title: 'Événements internes',
        text: 'Les moments que partagent nos équipes : réunions annuelles, étapes marquantes et célébrations dans nos bureaux.',
        stories: [
          { id: 'annual-meeting-dubai', title: 'La réunion annuelle rassemble tous nos bureaux à Dubaï', date: '20 janvier 2024', dateTime: '2024-01-20', summary: 'Les équipes du Moyen-Orient, d’Afrique et d’Asie se sont retrouvées pour partager leurs résultats et préparer l’année à venir.', art: 'events' },
          { id: 'sales-kickoff', title: 'La convention commerciale fixe le cap pour 2024', date: '8 février 2024', dateTime: '2024-02-08', summary: 'Deux jours d’ateliers pour nos équipes commerciales du voyage et du négoce.', art: 'corporate' },
          { id: 'foundation-day-2024', title: 'Onze ans de BBG pour la Journée de la fondation', date: '15 mars 2024', dateTime: '2024-03-15', summary: 'Tous nos bureaux ont fêté l’anniversaire de la fondation du groupe, créé en 2013.', art: 'people' },
        ],
      },
      {
        id: 'csr-events',
        title: 'Événements RSE',
        text: 'Comment nos collaborateurs s’engagent auprès des communautés où nous vivons et travaillons.',
        stories: [
          { id: 'tree-planting-nairobi', title: 'Mille arbres plantés autour de Nairobi', date: '22 avril 2024', dateTime: '2024-04-22', summary: 'Pour le Jour de la Terre, des bénévoles de notre bureau au Kenya ont participé à une opération de reboisement de la ville.', art: 'sustainability' },
          { id: 'school-kits-jaipur', title: 'Des kits scolaires pour 500 enfants à Jaipur', date: '5 juin 2024', dateTime: '2024-06-05', summary: 'Nos équipes en Inde ont préparé et livré les kits avant la rentrée scolaire.', art: 'people' },
          { id: 'beach-clean-dar', title: 'Nettoyage de plage à Dar es Salaam', date: '16 septembre 2024', dateTime: '2024-09-16', summary: 'Collaborateurs et familles ont nettoyé ensemble deux kilomètres de littoral.', art: 'globe' },
        ],
      },
    ],
  },
  {
    content: 'news',
    hero: banners.latestNews,
    tooltip: 'Actualités',
    categories: [
      {
        id: 'airline',
        title: 'Compagnies aériennes',
        text: 'L’actualité des compagnies que nous représentons et des lignes que nous commercialisons.',
        stories: [
          { id: 'new-route-lusaka', title: 'Une compagnie partenaire ouvre une liaison quotidienne vers Lusaka', date: '11 mars 2024', dateTime: '2024-03-11', summary: 'Nos équipes GSA en Zambie ouvrent les ventes de cette nouvelle ligne.', art: 'travel' },
          { id: 'codeshare-africa', title: 'Un nouveau partage de codes relie l’Afrique de l’Ouest et l’Afrique de l’Est', date: '29 mai 2024', dateTime: '2024-05-29', summary: 'Les voyageurs peuvent désormais réserver un billet unique sur deux réseaux partenaires.', art: 'globe' },
          { id: 'cargo-capacity', title: 'Plus de capacité fret pour nos clients logistiques', date: '3 juillet 2024', dateTime: '2024-07-03', summary: 'La capacité en soute des vols partenaires augmente d’un tiers cette saison.', art: 'logistics' },
        ],
      },
      {
        id: 'iata',
        title: 'IATA',
        text: 'Notre collaboration avec l’Association du transport aérien international.',
        stories: [
          { id: 'iata-renewal', title: 'Accréditation IATA renouvelée sur six marchés', date: '18 novembre 2024', dateTime: '2024-11-18', summary: 'Grâce à ce renouvellement, nos agences continuent d’émettre des billets pour les compagnies partenaires.', art: 'travel' },
          { id: 'ndc-ready', title: 'Nos agences sont prêtes pour la norme NDC', date: '12 juin 2024', dateTime: '2024-06-12', summary: 'Nos clients voyages d’affaires accèdent désormais à des offres aériennes plus riches.', art: 'it' },
          { id: 'iata-training', title: 'Quarante collaborateurs formés par l’IATA', date: '25 février 2024', dateTime: '2024-02-25', summary: 'Des cours de tarification et de billetterie pour nos conseillers en Afrique.', art: 'people' },
        ],
      },
      {
        id: 'icao',
        title: 'OACI',
        text: 'L’actualité de la sécurité et des normes de l’Organisation de l’aviation civile internationale.',
        stories: [
          { id: 'icao-symposium', title: 'BBG au symposium aéronautique de l’OACI', date: '9 avril 2024', dateTime: '2024-04-09', summary: 'Nos responsables GSA ont pris part aux échanges sur la connectivité en Afrique.', art: 'events' },
          { id: 'icao-safety', title: 'Nouvelles normes de sécurité : ce qui change pour les voyageurs', date: '17 juillet 2024', dateTime: '2024-07-17', summary: 'Un guide rapide des changements qui entrent en vigueur cette année.', art: 'travel' },
          { id: 'icao-green', title: 'Voler plus vert : le programme carbone de l’OACI expliqué', date: '30 octobre 2024', dateTime: '2024-10-30', summary: 'Comment fonctionne la compensation et ce que font nos marques de voyage en la matière.', art: 'sustainability' },
        ],
      },
      {
        id: 'new-product-launches',
        title: 'Lancements de produits',
        tooltip: 'Lancements',
        text: 'Les derniers produits et services de nos différentes activités.',
        stories: [
          { id: 'spj-smart-home', title: 'SPJ lance sa nouvelle gamme pour la maison connectée', date: '2 octobre 2024', dateTime: '2024-10-02', summary: 'Douze nouveaux appareils arrivent chez nos distributeurs partenaires dans plus de 20 pays.', art: 'electronics' },
          { id: 'next-holidays-app', title: 'Next Holidays lance une nouvelle application de réservation', date: '21 août 2024', dateTime: '2024-08-21', summary: 'Préparez, réservez et gérez vos vacances depuis un seul endroit.', art: 'it' },
          { id: 'yashika-collection', title: 'Yashika Fashion dévoile sa collection de fêtes', date: '10 septembre 2024', dateTime: '2024-09-10', summary: 'De nouvelles lignes en magasin et dans la boutique de mode de l’aéroport.', art: 'fashion' },
        ],
      },
      {
        id: 'collaborations',
        title: 'Collaborations/Événements parrainés',
        tooltip: 'Collaborations',
        text: 'Les partenariats que nous nouons et les événements que nous sommes fiers de soutenir.',
        stories: [
          { id: 'travel-expo-sponsor', title: 'Sponsor principal du salon régional du voyage', date: '14 mai 2024', dateTime: '2024-05-14', summary: 'Nos marques de voyage ont rencontré des milliers de visiteurs en trois jours.', art: 'events' },
          { id: 'university-partnership', title: 'Un partenariat avec une université de Jaipur', date: '19 juin 2024', dateTime: '2024-06-19', summary: 'Des stages en informatique et en logistique pour les étudiants de dernière année.', art: 'people' },
          { id: 'trading-alliance', title: 'MGT rejoint une alliance commerciale régionale', date: '27 septembre 2024', dateTime: '2024-09-27', summary: 'Des achats mutualisés pour les partenaires de négoce général en Afrique.', art: 'trading' },
        ],
      },
      {
        id: 'awards',
        title: 'Distinctions',
        text: 'La reconnaissance que nos équipes ont obtenue du secteur et de nos partenaires.',
        stories: [
          { id: 'arabian-travel-awards', title: 'Distingués aux Arabian Travel Awards', date: '22 avril 2024', dateTime: '2024-04-22', summary: 'Leadership dans le tourisme, pour la croissance de nos marques de voyage.', art: 'events' },
          { id: 'world-travel-awards', title: 'Meilleur programme de voyages d’affaires', date: '18 octobre 2024', dateTime: '2024-10-18', summary: 'Les World Travel Awards 2024 récompensent Blueberry Travels.', art: 'travel' },
          { id: 'gsa-of-the-year', title: 'GSA de l’année, Afrique', date: '6 décembre 2023', dateTime: '2023-12-06', summary: 'Les compagnies partenaires distinguent Friends Travel & Tourism.', art: 'globe' },
        ],
      },
    ],
  },
  {
    content: 'brands',
    hero: banners.brands,
    tooltip: 'Marques',
    categories: [
      {
        id: 'office-inaugurations',
        title: 'Inaugurations de bureaux',
        tooltip: 'Bureaux',
        text: 'Chaque nouveau bureau rapproche nos marques des clients et des partenaires qu’elles servent.',
        stories: [
          { id: 'nairobi-office', title: 'Un nouveau bureau ouvre à Nairobi', date: '14 août 2024', dateTime: '2024-08-14', summary: 'Nos équipes d’Afrique de l’Est sont désormais réunies sous un même toit, au cœur de la ville.', art: 'corporate' },
          { id: 'gurugram-office', title: 'Inauguration du bureau de Gurugram', date: '3 mai 2024', dateTime: '2024-05-03', summary: 'Une base pour nos équipes informatique et marketing digital en Inde.', art: 'it' },
          { id: 'douala-office', title: 'Douala accueille BBG', date: '18 janvier 2024', dateTime: '2024-01-18', summary: 'Notre premier bureau au Cameroun ouvre ses portes aux partenaires GSA.', art: 'globe' },
        ],
      },
    ],
  },
  {
    content: 'guides',
    hero: banners.guides,
    tooltip: 'Guides',
    categories: [
      {
        id: 'guide-and-tips',
        title: 'Guide et conseils',
        text: 'Les conseils pratiques de nos experts du voyage, du négoce et de la logistique.',
        stories: [
          { id: 'visa-checklist', title: 'Voyage d’affaires en Afrique : la check-list visa', date: '12 mars 2024', dateTime: '2024-03-12', summary: 'Ce qu’il faut préparer, et combien de temps à l’avance, pour les marchés que nous servons.', art: 'travel' },
          { id: 'corporate-savings', title: 'Cinq façons de réduire vos frais de voyages d’affaires', date: '24 juillet 2024', dateTime: '2024-07-24', summary: 'Comment nos clients économisent jusqu’à 20 % sans rien perdre en confort.', art: 'corporate' },
          { id: 'shipping-documents', title: 'Expédier des marchandises à l’international : les documents nécessaires', date: '9 novembre 2024', dateTime: '2024-11-09', summary: 'Un guide clair et sans jargon signé par notre équipe logistique.', art: 'logistics' },
        ],
      },
    ],
  },
  {
    content: 'talent',
    hero: banners.talent,
    tooltip: 'Talents',
    categories: [
      {
        id: 'human-resources',
        title: 'Ressources humaines',
        tooltip: 'RH',
        text: 'Comment nous recrutons, faisons grandir et prenons soin de nos collaborateurs.',
        stories: [
          { id: 'graduate-programme', title: 'Notre premier programme pour jeunes diplômés', date: '15 janvier 2024', dateTime: '2024-01-15', summary: 'Vingt jeunes diplômés passent par trois de nos activités en un an.', art: 'people' },
          { id: 'wellbeing-week', title: 'Une semaine consacrée au bien-être', date: '13 mai 2024', dateTime: '2024-05-13', summary: 'Conférences, sport et moments de pause dans chaque bureau.', art: 'sustainability' },
          { id: 'mentoring', title: 'Le mentorat dans tout le groupe', date: '2 septembre 2024', dateTime: '2024-09-02', summary: 'Des dirigeants expérimentés accompagnent de nouveaux managers pendant six mois.', art: 'corporate' },
        ],
      },
      {
        id: 'planning-and-strategies',
        title: 'Planification et stratégies',
        tooltip: 'Stratégie',
        text: 'La réflexion qui guide les prochaines étapes du groupe.',
        stories: [
          { id: 'five-year-plan', title: 'Notre plan pour les cinq prochaines années', date: '29 janvier 2024', dateTime: '2024-01-29', summary: 'De nouveaux marchés, des marques plus fortes et une plateforme commune.', art: 'globe' },
          { id: 'okrs', title: 'Comment nous fixons nos objectifs ensemble', date: '18 avril 2024', dateTime: '2024-04-18', summary: 'Des objectifs trimestriels partagés par toutes nos activités.', art: 'corporate' },
          { id: 'market-entry', title: 'S’implanter sur un nouveau marché, étape par étape', date: '7 octobre 2024', dateTime: '2024-10-07', summary: 'Les enseignements de nos implantations dans plus de 20 pays.', art: 'trading' },
        ],
      },
      {
        id: 'information-technology',
        title: 'Informatique',
        tooltip: 'Informatique',
        text: 'Les ingénieurs qui conçoivent les outils sur lesquels reposent nos activités.',
        stories: [
          { id: 'booking-platform', title: 'Une plateforme de réservation unique pour toutes nos marques de voyage', date: '26 février 2024', dateTime: '2024-02-26', summary: 'Comment notre équipe informatique a réuni quatre systèmes en un seul.', art: 'it' },
          { id: 'security-training', title: 'Une formation à la sécurité pour chaque collaborateur', date: '11 juin 2024', dateTime: '2024-06-11', summary: 'Repérer l’hameçonnage et protéger les données des clients.', art: 'it' },
          { id: 'hackathon', title: 'Notre premier hackathon de groupe', date: '20 novembre 2024', dateTime: '2024-11-20', summary: 'Quarante-huit heures, douze équipes et trois idées aujourd’hui en production.', art: 'events' },
        ],
      },
      {
        id: 'accounting-and-finance',
        title: 'Comptabilité et finance',
        tooltip: 'Finance',
        text: 'L’équipe qui veille à la clarté des comptes du groupe et à la solidité de sa croissance.',
        stories: [
          { id: 'shared-services', title: 'Un centre de services financiers partagés à Jaipur', date: '4 mars 2024', dateTime: '2024-03-04', summary: 'Une seule équipe clôture désormais les comptes de toutes nos activités.', art: 'corporate' },
          { id: 'faster-payments', title: 'Des partenaires payés plus vite', date: '15 juillet 2024', dateTime: '2024-07-15', summary: 'Les paiements fournisseurs partent désormais en quelques jours, et non plus en quelques semaines.', art: 'trading' },
          { id: 'finance-careers', title: 'Faire carrière dans la finance chez BBG', date: '23 octobre 2024', dateTime: '2024-10-23', summary: 'Trois de nos comptables racontent comment ils ont grandi avec le groupe.', art: 'people' },
        ],
      },
      {
        id: 'online-marketing',
        title: 'Marketing digital',
        tooltip: 'Marketing',
        text: 'Comment nos marques touchent leurs clients en ligne.',
        stories: [
          { id: 'social-growth', title: 'Une année de croissance sur les réseaux sociaux', date: '8 janvier 2024', dateTime: '2024-01-08', summary: 'Ensemble, nos marques rassemblent désormais plus de 100 000 abonnés.', art: 'media' },
          { id: 'campaign-holidays', title: 'Dans les coulisses de la campagne d’été de Next Holidays', date: '10 juin 2024', dateTime: '2024-06-10', summary: 'Du premier croquis au million de vues.', art: 'travel' },
          { id: 'seo-guide', title: 'Ce que notre équipe SEO a appris cette année', date: '12 décembre 2024', dateTime: '2024-12-12', summary: 'Les habitudes de recherche des voyageurs sur trois continents.', art: 'it' },
        ],
      },
      {
        id: 'sales-and-operations',
        title: 'Ventes et opérations',
        tooltip: 'Ventes',
        text: 'Les équipes au service de nos clients et de nos partenaires, chaque jour.',
        stories: [
          { id: 'record-quarter', title: 'Un trimestre record pour nos équipes GSA', date: '10 avril 2024', dateTime: '2024-04-10', summary: 'Les ventes de billets pour les compagnies partenaires progressent dans toute l’Afrique.', art: 'globe' },
          { id: 'operations-hub', title: 'Un service des opérations ouvert 24 h/24', date: '19 août 2024', dateTime: '2024-08-19', summary: 'Les voyageurs joignent un véritable interlocuteur, à toute heure.', art: 'travel' },
          { id: 'sales-academy', title: 'L’académie commerciale BBG ouvre ses portes', date: '28 novembre 2024', dateTime: '2024-11-28', summary: 'Une formation pour les nouveaux commerciaux de chacune de nos activités.', art: 'people' },
        ],
      },
    ],
  },
] as const satisfies Translation<typeof en.mediaInnerPages>;

export const mediaInnerLabels = {
  notFound: 'Aucune donnée trouvée pour cet identifiant.',
} as const satisfies Translation<typeof en.mediaInnerLabels>;
