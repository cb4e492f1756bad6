import type { Translation } from '@bbg/contract';
import type * as en from '../contact-offices';

/**
 * The office countries, in Arabic: country and city names written in Arabic; ids as in English. Flags, postal
 * addresses and phone numbers are English's `officeDetails`, the same in every language.
 */
export const contactOffices = [
  { id: 1, country: 'كوت ديفوار', city: 'أبيدجان' },
  { id: 2, country: 'نيجيريا', city: 'لاغوس' },
  { id: 3, country: 'الكاميرون', city: 'دوالا', city1: 'ياوندي' },
  { id: 4, country: 'أنغولا', city: 'لواندا' },
  { id: 5, country: 'كينيا', city: 'نيروبي' },
  { id: 6, country: 'زيمبابوي', city: 'هراري' },
  { id: 7, country: 'مدغشقر', city: 'أنتاناناريفو' },
  { id: 8, country: 'موزمبيق', city: 'مابوتو' },
  { id: 9, country: 'جيبوتي', city: 'جيبوتي' },
  { id: 10, country: 'الهند', city: 'جايبور', city1: 'غوروغرام', city2: 'سورات' },
  { id: 11, country: 'الكونغو الديمقراطية', city: 'كينشاسا' },
  { id: 12, country: 'زامبيا', city: 'لوساكا', city1: 'كيتوي' },
  { id: 13, country: 'ناميبيا', city: 'ويندهوك', city1: 'والفيس باي' },
  { id: 14, country: 'أفريقيا الوسطى', city: 'بانغي' },
  { id: 15, country: 'برازافيل', city: 'برازافيل' },
  { id: 16, country: 'ملاوي', city: 'ليلونغوي', city1: 'بلانتاير' },
] as const satisfies Translation<typeof en.contactOffices>;
