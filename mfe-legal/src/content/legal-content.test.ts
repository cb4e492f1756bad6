import { sitePagePaths } from '@bbg/testing';
import { isLegalList, type LegalDocument, type LegalLabels, type LegalLink, type LegalSection, type LegalText } from './legal-document';
import { routes } from '../app/routes';
import { copy as privacyCopy } from '../pages/privacy-policy/privacy-policy-page';
import { copy as termsCopy } from '../pages/terms/terms-page';

/** The main-layout routes of the client's route table, plus those pages link to. */
const SITE_ROUTES: readonly string[] = sitePagePaths();

// The English catalogues as the pages load them.
let privacyPolicy: LegalDocument;
let terms: LegalDocument;
let legalLabels: LegalLabels;
beforeAll(async () => {
  ({ page: { terms }, labels: { legalLabels } } = await termsCopy.en());
  ({ page: { privacyPolicy } } = await privacyCopy.en());
});
const documents: readonly [string, () => LegalDocument][] = [
  ['privacy policy', () => privacyPolicy],
  ['terms', () => terms],
];

const texts = (doc: LegalDocument): LegalText[] => [
  ...doc.intro,
  ...doc.sections.flatMap((section) => section.body.flatMap((block) => (isLegalList(block) ? block.list : [block]))),
];
const plain = (text: LegalText): string => (typeof text === 'string' ? text : text.map((part) => (typeof part === 'string' ? part : part.text)).join(''));
const links = (doc: LegalDocument): LegalLink[] => texts(doc).flatMap((text) => (typeof text === 'string' ? [] : text.filter((part): part is LegalLink => typeof part !== 'string')));
const sectionText = (doc: LegalDocument, id: string): string => {
  const section = doc.sections.find((s) => s.id === id);
  if (!section) throw new Error(`no section ${id}`);
  return section.body.flatMap((block) => (isLegalList(block) ? block.list : [block])).map(plain).join('\n');
};

describe('privacy policy content', () => {
  it('has exactly the headings, in order', () => {
    expect(privacyPolicy.sections.map((s) => s.heading)).toEqual([
      'Consent',
      'Information we collect',
      'How we use your information',
      'Log Files',
      'Cookies and Web Beacons',
      'Advertising Partners Privacy Policies',
      'Third Party Privacy Policies',
      'CCPA rights',
      'GDPR rights',
      "Children's Information",
    ]);
  });

  it('answers data requests within one month, under both CCPA and GDPR', () => {
    expect(sectionText(privacyPolicy, 'ccpa-rights')).toContain('we have one month to respond to you');
    expect(sectionText(privacyPolicy, 'gdpr-rights')).toContain('we have one month to respond to you');
  });

  it('does not knowingly collect information from children under 13', () => {
    expect(sectionText(privacyPolicy, 'childrens-information')).toContain('does not knowingly collect any Personal Identifiable Information from children under the age of 13');
  });

  it('may charge a small fee for access requests', () => {
    expect(sectionText(privacyPolicy, 'gdpr-rights')).toMatch(/The right to access: .*We may charge you a small fee for this service\./);
  });
});

describe('terms content', () => {
  it('has exactly the sections, in order', () => {
    expect(terms.sections.map((s) => s.heading)).toEqual([
      'Cookies',
      'License',
      'Hyperlinking to our Content',
      'iFrames',
      'Content Liability',
      'Your Privacy',
      'Reservation of Rights',
      'Removal of links from our website',
      'Disclaimer',
    ]);
  });

  it('lists the five kinds of organisation that may link without approval', () => {
    const section: LegalSection | undefined = terms.sections.find((s) => s.id === 'hyperlinking-to-our-content');
    const list = section?.body.find(isLegalList)?.list.map(plain) ?? [];
    expect(list).toHaveLength(5);
    const kinds = ['Government agencies', 'Search engines', 'News organisations', 'directory distributors', 'accredited businesses'];
    kinds.forEach((kind, index) => expect(list[index]).toContain(kind));
  });

  it('answers link requests in 2-3 weeks, is governed by Dutch law and is free of charge', () => {
    expect(sectionText(terms, 'hyperlinking-to-our-content')).toContain('Wait 2-3 weeks for a response.');
    expect(sectionText(terms, 'disclaimer')).toContain('governed by and construed in accordance with the laws of the Netherlands');
    expect(sectionText(terms, 'disclaimer')).toContain('provided free of charge');
  });

  it('points to the privacy policy from Your Privacy', () => {
    const yourPrivacy = terms.sections.find((s) => s.id === 'your-privacy');
    expect(yourPrivacy?.body).toContainEqual(expect.arrayContaining([{ text: 'Privacy Policy', to: '/privacy-policy' }]));
  });
});

describe.each(documents)('%s', (_name, documentOf) => {
  it('gives every section a unique anchor that is a plain slug and clashes with none of the view', () => {
    const doc = documentOf();
    const ids = doc.sections.map((s) => s.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z][a-z0-9-]*$/);
    expect(ids).not.toContain('legal-title');
    expect(ids).not.toContain('legal-contents');
  });

  it('has a title and no empty heading, paragraph or list', () => {
    const doc = documentOf();
    expect(doc.title).not.toBe('');
    for (const section of doc.sections) {
      expect(section.heading.trim()).not.toBe('');
      expect(section.body.length).toBeGreaterThan(0);
      for (const block of section.body) {
        if (isLegalList(block)) expect(block.list.length).toBeGreaterThan(0);
      }
    }
    for (const text of texts(doc)) expect(plain(text).trim()).not.toBe('');
  });

  it('links only to real routes of the site', () => {
    const doc = documentOf();
    const own = routes.map((r) => r.path);
    for (const link of links(doc)) {
      expect([...SITE_ROUTES, ...own]).toContain(link.to);
      expect(link.text.trim()).not.toBe('');
    }
  });

  it('is the page title of its route', () => {
    expect(routes.map((r) => r.title)).toContain(documentOf().title);
  });
});

describe('legal labels', () => {
  it('names the table of contents and the way back to it', () => {
    expect(legalLabels).toEqual({ toc: 'On this page', backToContents: 'Back to contents' });
  });
});
