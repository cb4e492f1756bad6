import { socialLinks } from '@bbg/contract';
import { CONTACT_FAILURE, CONTACT_SUCCESS, CONTACT_TOAST_MS, DEFAULT_PHONE_COUNTRY, INVALID_PHONE, SUBMITTING } from './contact-form';
import { contactSocialLinks, officesCopy } from './contact-page';

describe('contact page copy', () => {
  it('keeps the messages, timing and default country', () => {
    expect(CONTACT_SUCCESS).toBe('Enquiry submitted successfully!');
    expect(CONTACT_FAILURE).toBe('Failed to submit enquiry. Please try again.');
    expect(INVALID_PHONE).toBe('Invalid Phone Number');
    expect(SUBMITTING).toBe('Submitting...');
    expect(CONTACT_TOAST_MS).toBe(3000);
    expect(DEFAULT_PHONE_COUNTRY).toBe('in');
  });

  it('links Instagram, Facebook and LinkedIn from the one external-links config', () => {
    expect(contactSocialLinks.map((link) => link.name)).toEqual(['Instagram', 'Facebook', 'LinkedIn']);
    for (const link of contactSocialLinks) expect(link.href).toBe(socialLinks[link.network]);
  });

  it('describes the map for screen readers', () => {
    expect(officesCopy.mapAlt.length).toBeGreaterThan(20);
  });
});
