import type { Translation } from '@bbg/contract';
import type * as en from '../contact-offices';
import { flagUrl } from '../flags';

/**
 * The contact offices, in Arabic: country, city and street names written in Arabic; ids, flags, phone numbers,
 * house numbers and postal codes as in English. DLF Cyber City is a DLF development: its name stays in Latin letters.
 */
export const contactOffices = [
  { id: 1, country: 'كوت ديفوار', flag: flagUrl('ci'), city: 'أبيدجان', address: 'مبنى ألفا 2000، شارع شاردي، بلاتو، أبيدجان', phone: '+225 27 20 30 40 50' },
  { id: 2, country: 'نيجيريا', flag: flagUrl('ng'), city: 'لاغوس', address: '14 شارع أديولا أوديكو، جزيرة فيكتوريا، لاغوس', phone: '+234 1 280 4500' },
  {
    id: 3, country: 'الكاميرون', flag: flagUrl('cm'),
    city: 'دوالا', address: 'شارع جوفر، أكوا، دوالا', phone: '+237 233 42 15 60',
    city1: 'ياوندي', address1: 'شارع كينيدي، وسط المدينة، ياوندي', phone1: '+237 222 23 45 67',
  },
  { id: 4, country: 'أنغولا', flag: flagUrl('ao'), city: 'لواندا', address: 'شارع راينيا جينغا 29، إنغومبوتا، لواندا', phone: '+244 222 397 100' },
  { id: 5, country: 'كينيا', flag: flagUrl('ke'), city: 'نيروبي', address: 'ويستلاندز بيزنس بارك، طريق وايياكي، نيروبي', phone: '+254 20 444 7200' },
  { id: 6, country: 'زيمبابوي', flag: flagUrl('zw'), city: 'هراري', address: '8 شارع سامورا ماشيل، هراري', phone: '+263 242 700 450' },
  { id: 7, country: 'مدغشقر', flag: flagUrl('mg'), city: 'أنتاناناريفو', address: 'القطعة IVG 201، أنتانينارينينا، أنتاناناريفو', phone: '+261 20 22 345 67' },
  { id: 8, country: 'موزمبيق', flag: flagUrl('mz'), city: 'مابوتو', address: 'شارع جوليوس نيريري 1016، مابوتو', phone: '+258 21 480 300' },
  { id: 9, country: 'جيبوتي', flag: flagUrl('dj'), city: 'جيبوتي', address: 'شارع مرسيليا، بلاتو دو سيربان، جيبوتي', phone: '+253 21 35 40 50' },
  {
    id: 10, country: 'الهند', flag: flagUrl('in'),
    city: 'جايبور', address: 'الطابق الرابع، كوربوريت بارك، طريق تونك، جايبور، راجستان 302018', phone: '+91 141 400 5000',
    city1: 'غوروغرام', address1: 'البرج B، DLF Cyber City، المرحلة الثانية، غوروغرام، هاريانا 122002', phone1: '+91 124 455 6000',
    city2: 'سورات', address2: 'المكتب 702، مركز التجارة الدولي، ماجورا غيت، سورات، غوجارات 395002', phone2: '+91 261 250 7000',
  },
  { id: 11, country: 'الكونغو الديمقراطية', flag: flagUrl('cd'), city: 'كينشاسا', address: 'جادة 30 يونيو، غومبي، كينشاسا', phone: '+243 81 555 0140' },
  {
    id: 12, country: 'زامبيا', flag: flagUrl('zm'),
    city: 'لوساكا', address: 'القطعة 2374، شارع أديس أبابا، لوساكا', phone: '+260 211 255 300',
    city1: 'كيتوي', address1: 'شارع أوبوتي، وسط كيتوي، كيتوي', phone1: '+260 212 222 410',
  },
  {
    id: 13, country: 'ناميبيا', flag: flagUrl('na'),
    city: 'ويندهوك', address: 'شارع الاستقلال، وسط ويندهوك، ويندهوك', phone: '+264 61 220 400',
    city1: 'والفيس باي', address1: 'شارع سام نوجوما، والفيس باي', phone1: '+264 64 200 350',
  },
  { id: 14, country: 'أفريقيا الوسطى', flag: flagUrl('cf'), city: 'بانغي', address: 'شارع بارتيليمي بوغندا، بانغي', phone: '+236 21 61 30 40' },
  { id: 15, country: 'برازافيل', flag: flagUrl('cg'), city: 'برازافيل', address: 'شارع أميلكار كابرال، وسط المدينة، برازافيل', phone: '+242 06 500 1200' },
  {
    id: 16, country: 'ملاوي', flag: flagUrl('mw'),
    city: 'ليلونغوي', address: 'المنطقة 13، طريق كينياتا، ليلونغوي', phone: '+265 1 770 300',
    city1: 'بلانتاير', address1: 'شارع فيكتوريا، بلانتاير', phone1: '+265 1 820 400',
  },
] as const satisfies Translation<typeof en.contactOffices>;
