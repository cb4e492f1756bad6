import type { Translation } from '@bbg/contract';
import type { ArtTopic } from '@bbg/kit';
import type * as en from '../home-history';

export const timelineIntro = { eyebrow: 'Histoire', title: 'Notre parcours, marché après marché' } as const satisfies Translation<typeof en.timelineIntro>;

export const timeline = [
  { year: 2013, brand: 'Blueberry Travel', market: 'Dubaï, EAU' },
  { year: 2014, brand: 'Blueberry Travel', market: 'Jaipur, Inde' },
  { year: 2015, brand: 'Friends Travel', market: 'Nairobi, Kenya' },
  { year: 2016, brand: 'SPJ Electronics', market: 'Dubaï, EAU' },
  { year: 2017, brand: 'MGT', market: 'Lusaka, Zambie' },
  { year: 2018, brand: 'Next Holidays', market: 'Gurugram, Inde' },
  { year: 2019, brand: 'Friends Travel', market: 'Douala, Cameroun' },
  { year: 2020, brand: 'Blueberry DMC', market: 'Windhoek, Namibie' },
  { year: 2021, brand: 'Yashika Fashion', market: 'Surat, Inde' },
  { year: 2022, brand: 'SPJ Electronics', market: 'Lilongwe, Malawi' },
  { year: 2023, brand: 'Next Holidays', market: 'Abidjan, Côte d’Ivoire' },
  { year: 2024, brand: 'MGT', market: 'Luanda, Angola' },
] as const satisfies Translation<typeof en.timeline>;

export const cultureIntro = {
  eyebrow: 'Histoire',
  title: 'Notre culture en images',
  text: 'Des moments de nos journées d’équipe et de nos réunions annuelles. Survolez ou sélectionnez une photo pour l’agrandir.',
} as const satisfies Translation<typeof en.cultureIntro>;

const cultureScenes: readonly { readonly image: ArtTopic; readonly subject: string }[] = [
  { image: 'people', subject: 'Membres de l’équipe sur scène' },
  { image: 'events', subject: 'Soirée de remise des prix' },
  { image: 'corporate', subject: 'Table ronde de la direction' },
  { image: 'media', subject: 'Espace presse' },
  { image: 'sustainability', subject: 'Bénévoles de la journée verte' },
];

/** Nineteen photos: ten from culture days, nine from the annual meeting. */
export const culturePhotos = Array.from({ length: 19 }, (_, index) => {
  const album = index < 10 ? 'Culture' : 'Réunion annuelle';
  const scene = cultureScenes[index % cultureScenes.length] ?? { image: 'people', subject: 'Notre équipe' };
  const number = index < 10 ? index + 1 : index - 9;
  return { id: `culture-${index + 1}`, album, image: scene.image, alt: `${album} ${number} : ${scene.subject}` };
}) satisfies Translation<typeof en.culturePhotos>;
