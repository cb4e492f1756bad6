import type { Translation } from '@bbg/contract';
import type * as en from '../contact-form';

/** Copy and messages of the /contact-us form, in Arabic. */
export const CONTACT_SUCCESS = 'تم إرسال استفسارك بنجاح!' satisfies Translation<typeof en.CONTACT_SUCCESS>;
export const CONTACT_FAILURE = 'تعذّر إرسال استفسارك. يُرجى المحاولة مرة أخرى.' satisfies Translation<typeof en.CONTACT_FAILURE>;
export const INVALID_PHONE = 'رقم الهاتف غير صالح' satisfies Translation<typeof en.INVALID_PHONE>;
export const SUBMITTING = 'جارٍ الإرسال…' satisfies Translation<typeof en.SUBMITTING>;

export const contactFormCopy = {
  title: 'لنبقَ على تواصل',
  intro: 'لديك سؤال عن علاماتنا التجارية أو عن شراكة أو رحلة؟ راسلنا وسيتولى الفريق المختص الرد عليك.',
  fullName: 'الاسم الكامل',
  email: 'البريد الإلكتروني',
  phone: 'رقم الهاتف',
  message: 'الرسالة',
  submit: 'إرسال',
  socialTitle: 'تابعنا',
  countrySelector: 'اختيار الدولة',
} as const satisfies Translation<typeof en.contactFormCopy>;
