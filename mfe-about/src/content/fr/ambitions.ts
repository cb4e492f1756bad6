import type { Translation } from '@bbg/contract';
import type * as en from '../ambitions';
// The group's hashtag is English's, the same in every language.
import { AMBITION_HASHTAG } from '../ambitions';

/** What an ambition with neither objectives nor values shows in their place. */
export const AMBITION_NOT_FOUND = 'Aucune donnée trouvée pour cet identifiant.' satisfies Translation<typeof en.AMBITION_NOT_FOUND>;

export const ambitions = {
  ourAmbition: {
    pageName: 'Notre ambition',
    id: 1,
    title: 'Nos objectifs',
    objectives: [
      { title: 'Bâtir des marques iconiques', description: 'Des marques que l’on retient et que l’on recommande, dans le voyage, l’électronique, la mode et le négoce.' },
      { title: 'Étendre notre présence mondiale', description: 'Du Moyen-Orient, de l’Afrique et de l’Asie vers de nouveaux marchés, avec des équipes locales dans chacun d’eux.' },
      { title: 'Offrir un service exceptionnel', description: 'Chaque réservation, chaque livraison et chaque visite traitées comme si elles étaient uniques.' },
      { title: 'Promouvoir le voyage durable', description: 'Des voyages qui respectent les lieux et les communautés qu’ils touchent.' },
    ],
    title2: 'Les valeurs qui portent notre ambition',
    paragraphs: ['Huit valeurs guident la façon dont nous poursuivons cette ambition, dans chacun de nos métiers et dans chaque pays où nous travaillons.'],
    objectives2: [
      { title: 'L’humain d’abord', description: 'Nos collaborateurs et nos clients passent avant tout le reste.' },
      { title: 'Sans compromis', description: 'Jamais la qualité n’est sacrifiée à la rapidité ou au coût.' },
      { title: 'Efficacité', description: 'Nous éliminons le superflu pour que nos clients obtiennent plus pour moins.' },
      { title: 'Simplicité', description: 'Des offres claires, des prix clairs, des réponses claires.' },
      { title: 'Décisions éclairées', description: 'Nos décisions reposent sur les données et sur ce que nous disent nos clients.' },
      { title: 'Passion de l’exploration', description: 'Nous aimons les nouveaux lieux, les nouvelles idées et les nouveaux marchés.' },
      { title: 'Facilité', description: 'Réserver, acheter et obtenir de l’aide est simple, où que vous soyez.' },
      { title: 'Lien social', description: 'Le voyage et le commerce rapprochent les gens ; nous bâtissons sur ce lien.' },
    ],
    paragraphs2: [`Partagez avec nous vos voyages, votre travail et vos moments de fête : ${AMBITION_HASHTAG}`],
    buttons: [{ icon: 'share', label: 'Partager' }],
  },
} as const satisfies Translation<typeof en.ambitions>;
