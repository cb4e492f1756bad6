import type { Translation } from '@bbg/contract';
import type * as en from '../foundation-day';

export const gallerySection = {
  id: 'gallery',
  tooltip: 'معرض الصور',
  eyebrow: 'يوم التأسيس',
  title: 'لحظات من ذلك اليوم',
  text: 'احتفلت جميع مكاتبنا بتأسيس المجموعة عام 2013: معًا في دبي وجايبور، وعبر الإنترنت مع فرقنا في أفريقيا وآسيا.',
} as const satisfies Translation<typeof en.gallerySection>;

export const galleryConfig = {
  label: 'معرض صور يوم التأسيس',
  slidesPerView: 1,
  autoplayMs: 5000,
  speedMs: 600,
  loop: true,
  arrows: true,
  dots: true,
} as const satisfies Translation<typeof en.galleryConfig>;

export const gallerySlides = [
  { id: 'celebration', art: 'corporate', alt: 'رسم توضيحي لأبراج مكاتب', caption: 'افتُتح الاحتفال في دبي بعرض مسيرة المجموعة منذ عام 2013.' },
  { id: 'teams', art: 'people', alt: 'رسم توضيحي لثلاثة أشخاص معًا', caption: 'اجتمعت فرق جميع شركات المجموعة لالتقاط الصورة الجماعية.' },
  { id: 'awards-night', art: 'events', alt: 'رسم توضيحي لمسرح تحت الأضواء تتطاير فوقه قصاصات ملونة', caption: 'كرّم فريق القيادة على المسرح زملاءنا من أصحاب الخدمة الطويلة.' },
] as const satisfies Translation<typeof en.gallerySlides>;

export const foundationDayLabels = {
  heroTooltip: 'يوم التأسيس',
} as const satisfies Translation<typeof en.foundationDayLabels>;
