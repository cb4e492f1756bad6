import type { Translation } from '@bbg/contract';
import type { ArtTopic } from '@bbg/kit';
import type * as en from '../home-history';

export const timelineIntro = { eyebrow: 'تاريخنا', title: 'مسيرتنا، سوقًا بعد سوق' } as const satisfies Translation<typeof en.timelineIntro>;

export const timeline = [
  { year: 2013, brand: 'Blueberry Travel', market: 'دبي، الإمارات' },
  { year: 2014, brand: 'Blueberry Travel', market: 'جايبور، الهند' },
  { year: 2015, brand: 'Friends Travel', market: 'نيروبي، كينيا' },
  { year: 2016, brand: 'SPJ Electronics', market: 'دبي، الإمارات' },
  { year: 2017, brand: 'MGT', market: 'لوساكا، زامبيا' },
  { year: 2018, brand: 'Next Holidays', market: 'غوروغرام، الهند' },
  { year: 2019, brand: 'Friends Travel', market: 'دوالا، الكاميرون' },
  { year: 2020, brand: 'Blueberry DMC', market: 'ويندهوك، ناميبيا' },
  { year: 2021, brand: 'Yashika Fashion', market: 'سورات، الهند' },
  { year: 2022, brand: 'SPJ Electronics', market: 'ليلونغوي، ملاوي' },
  { year: 2023, brand: 'Next Holidays', market: 'أبيدجان، كوت ديفوار' },
  { year: 2024, brand: 'MGT', market: 'لواندا، أنغولا' },
] as const satisfies Translation<typeof en.timeline>;

export const cultureIntro = {
  eyebrow: 'تاريخنا',
  title: 'ثقافتنا بالصور',
  text: 'لحظات من أيام الفريق ومن اجتماعاتنا السنوية. مرّر المؤشر فوق أي صورة أو اخترها لعرضها بحجم أكبر.',
} as const satisfies Translation<typeof en.cultureIntro>;

const cultureScenes: readonly { readonly image: ArtTopic; readonly subject: string }[] = [
  { image: 'people', subject: 'أعضاء الفريق على المسرح' },
  { image: 'events', subject: 'أمسية توزيع الجوائز' },
  { image: 'corporate', subject: 'طاولة مستديرة لفريق القيادة' },
  { image: 'media', subject: 'الركن الإعلامي' },
  { image: 'sustainability', subject: 'متطوعو اليوم الأخضر' },
];

/** Nineteen photos: ten from culture days, nine from the annual meeting. */
export const culturePhotos = Array.from({ length: 19 }, (_, index) => {
  const album = index < 10 ? 'الثقافة' : 'الاجتماع السنوي';
  const scene = cultureScenes[index % cultureScenes.length] ?? { image: 'people', subject: 'فريقنا' };
  const number = index < 10 ? index + 1 : index - 9;
  return { id: `culture-${index + 1}`, album, image: scene.image, alt: `${album} ${number}: ${scene.subject}` };
}) satisfies Translation<typeof en.culturePhotos>;
