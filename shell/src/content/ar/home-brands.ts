import { brandSites, type Translation } from '@bbg/contract';
import type * as en from '../home-brands';

export const brandsIntro = {
  eyebrow: 'علاماتنا التجارية',
  title: 'علامات تجارية تحرّك الناس والأسواق',
  linkText: 'زيارة الموقع',
} as const satisfies Translation<typeof en.brandsIntro>;

export const brandSlides = [
  { id: 'travel', title: 'سفر الشركات', subtitle: 'Blueberry Travel', image: 'travel', alt: 'طائرة تحلّق في سماء بلون التوت الأزرق', link: brandSites.blueberryTravel },
  { id: 'holidays', title: 'العطلات', subtitle: 'Next Holidays', image: 'globe', alt: 'كرة أرضية ترتسم عليها مسارات العطلات', link: brandSites.nextHolidays },
  { id: 'electronics', title: 'الإلكترونيات', subtitle: 'SPJ Electronics', image: 'electronics', alt: 'هواتف وحواسيب محمولة بألوان العلامة التجارية', link: brandSites.spj },
  { id: 'fashion', title: 'الأزياء', subtitle: 'Yashika Fashion', image: 'fashion', alt: 'ملابس معلّقة على رف في متجر أزياء', link: brandSites.fashion },
  { id: 'trading', title: 'التجارة العامة', subtitle: 'MGT', image: 'trading', alt: 'صناديق بضائع ورسم بياني للتداول التجاري', link: brandSites.mgt },
] as const satisfies Translation<typeof en.brandSlides>;
