import type { ArtTopic } from '@bbg/kit';

/** One market opening on the 2013–2024 timeline. */
export interface TimelineEntry {
  readonly year: number;
  readonly brand: string;
  readonly market: string;
}

export interface CulturePhoto {
  readonly id: string;
  /** The album's name, as shown on the photo. */
  readonly album: string;
  readonly image: ArtTopic;
  readonly alt: string;
}

/** Timeline 2013 to 2024, autoplay 2 s. */
export const TIMELINE_AUTOPLAY_MS = 2000;

export const timelineIntro = { eyebrow: 'History', title: 'Our journey, market by market' } as const;

export const timeline = [
  { year: 2013, brand: 'Blueberry Travel', market: 'Dubai, UAE' },
  { year: 2014, brand: 'Blueberry Travel', market: 'Jaipur, India' },
  { year: 2015, brand: 'Friends Travel', market: 'Nairobi, Kenya' },
  { year: 2016, brand: 'SPJ Electronics', market: 'Dubai, UAE' },
  { year: 2017, brand: 'MGT', market: 'Lusaka, Zambia' },
  { year: 2018, brand: 'Next Holidays', market: 'Gurugram, India' },
  { year: 2019, brand: 'Friends Travel', market: 'Douala, Cameroon' },
  { year: 2020, brand: 'Blueberry DMC', market: 'Windhoek, Namibia' },
  { year: 2021, brand: 'Yashika Fashion', market: 'Surat, India' },
  { year: 2022, brand: 'SPJ Electronics', market: 'Lilongwe, Malawi' },
  { year: 2023, brand: 'Next Holidays', market: 'Abidjan, Côte d\u2019Ivoire' },
  { year: 2024, brand: 'MGT', market: 'Luanda, Angola' },
] as const satisfies readonly TimelineEntry[];

export const cultureIntro = {
  eyebrow: 'History',
  title: 'Our culture, in pictures',
  text: 'Moments from our team days and annual meetings. Hover or select a photo to see it larger.',
} as const;

const cultureScenes: readonly { readonly image: ArtTopic; readonly subject: string }[] = [
  { image: 'people', subject: 'Team members on stage' },
  { image: 'events', subject: 'Awards evening' },
  { image: 'corporate', subject: 'Leadership round table' },
  { image: 'media', subject: 'Press corner' },
  { image: 'sustainability', subject: 'Green day volunteers' },
];

/** Nineteen photos: ten from culture days, nine from the annual meeting. */
export const culturePhotos: readonly CulturePhoto[] = Array.from({ length: 19 }, (_, index) => {
  const album = index < 10 ? 'Culture' : 'Annual Meeting';
  const scene = cultureScenes[index % cultureScenes.length] ?? { image: 'people', subject: 'Our team' };
  const number = index < 10 ? index + 1 : index - 9;
  return { id: `culture-${index + 1}`, album, image: scene.image, alt: `${album} ${number}: ${scene.subject}` };
});
