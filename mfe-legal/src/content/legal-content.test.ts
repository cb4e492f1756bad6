import { privacyPolicy } from './privacy-policy';
import { terms } from './terms';

describe('legal content', () => {
  it('the privacy policy has the headings and facts of the spec', () => {
    const headings = privacyPolicy.sections.map((s) => s.heading);
    for (const heading of ['Consent', 'Information we collect', 'How we use your information', 'Log Files', 'Cookies and Web Beacons', 'Advertising Partners Privacy Policies', 'Third Party Privacy Policies', 'Children\u2019s Information']) {
      expect(headings).toContain(heading);
    }
    expect(headings.some((h) => h.startsWith('CCPA'))).toBe(true);
    expect(headings.some((h) => h.startsWith('GDPR'))).toBe(true);
    const text = JSON.stringify(privacyPolicy);
    expect(text).toContain('one month to respond');
    expect(text).toContain('children under the age of 13');
    expect(text).toContain('small fee');
  });

  it('the terms have the sections and facts of the spec', () => {
    const headings = terms.sections.map((s) => s.heading);
    for (const heading of ['Cookies', 'License', 'Hyperlinking to our Content', 'iFrames', 'Content Liability', 'Your Privacy', 'Reservation of Rights', 'Removal of links from our website', 'Disclaimer']) {
      expect(headings).toContain(heading);
    }
    const text = JSON.stringify(terms);
    expect(text).toContain('2-3 weeks');
    expect(text).toContain('laws of the Netherlands');
    expect(text).toContain('free of charge');
    for (const linker of ['Government agencies', 'Search engines', 'News organizations']) expect(text).toContain(linker);
  });

  it('headings are unique so their anchors are too', () => {
    for (const doc of [privacyPolicy, terms]) {
      const headings = doc.sections.map((s) => s.heading);
      expect(new Set(headings).size).toBe(headings.length);
    }
  });
});
