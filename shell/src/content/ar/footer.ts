import type { Translation } from '@bbg/contract';
import type * as en from '../footer';

export const footerLinks = [
  { title: 'الشركاء', href: '/partners' },
  { title: 'العلامات التجارية', href: '/brands' },
  { title: 'من نحن', href: '/about-us' },
  { title: 'تواصل معنا', href: '/contact-us' },
] as const satisfies Translation<typeof en.footerLinks>;

export const offices = [
  { city: 'دبي', country: 'الإمارات', address: 'مكتب 1203، برج العطار للأعمال، شارع الشيخ زايد، دبي، الإمارات العربية المتحدة', phone: '+971 4 123 4567' },
  { city: 'جايبور', country: 'الهند', address: 'الطابق الرابع، كوربوريت بارك، طريق تونك، جايبور، راجستان 302018، الهند', phone: '+91 141 400 5000' },
] as const satisfies Translation<typeof en.offices>;

export const COPYRIGHT = '© 2025 BBG. جميع الحقوق محفوظة.' satisfies Translation<typeof en.COPYRIGHT>;

export const legalLinks = [
  { title: 'سياسة الخصوصية', href: '/privacy-policy' },
  { title: 'الشروط والأحكام', href: '/t&c' },
] as const satisfies Translation<typeof en.legalLinks>;
