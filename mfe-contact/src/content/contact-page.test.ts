import { socialLinks } from '@bbg/contract';
import { CONTACT_TOAST_MS, DEFAULT_PHONE_COUNTRY } from './contact-form';
import { contactSocialLinks } from './contact-page';
import form from './en/contact-form.json';
import page from './en/contact-page.json';

describe('contact page copy', () => {
  it('keeps the messages, timing and default country', () => {
    expect(form.CONTACT_SUCCESS).toBe('Enquiry submitted successfully!');
    expect(form.CONTACT_FAILURE).toBe('Failed to submit enquiry. Please try again.');
    expect(form.INVALID_PHONE).toBe('Invalid Phone Number');
    expect(form.SUBMITTING).toBe('Submitting...');
    expect(CONTACT_TOAST_MS).toBe(3000);
    expect(DEFAULT_PHONE_COUNTRY).toBe('in');
  });

  it('links Instagram, Facebook and LinkedIn from the one external-links config', () => {
    expect(contactSocialLinks.map((link) => link.name)).toEqual(['Instagram', 'Facebook', 'LinkedIn']);
    for (const link of contactSocialLinks) expect(link.href).toBe(socialLinks[link.network]);
  });

  it('describes the map for screen readers', () => {
    expect(page.officesCopy.mapAlt.length).toBeGreaterThan(20);
  });
});
