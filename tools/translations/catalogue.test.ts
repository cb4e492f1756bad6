/**
 * @jest-environment node
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { catalogueProblems, catalogueReport } from './catalogue';
import { tempDir } from '../jest/temp-dir';

/** An app folder with these catalogues: `{ 'en/page.json': {...} }`. */
function appWith(catalogues: Readonly<Record<string, unknown>>): string {
  const app = tempDir('bbg-catalogue-');
  for (const [file, value] of Object.entries(catalogues)) {
    mkdirSync(join(app, 'src/content', file, '..'), { recursive: true });
    writeFileSync(join(app, 'src/content', file), JSON.stringify(value));
  }
  return app;
}

const english = {
  intro: { title: 'Our brands', lead: 'Since 2016', id: 'brands', href: '/brands', icon: 'tags' },
  cards: [{ kind: 'video', label: 'Watch' }, { kind: 'photo', label: 'See' }],
  settings: { effect: 'slide', country: 'AE', nbsp: '\u00a0', tel: 'tel:+971', delayMs: 4000 },
  byline: '{role}, {company}',
};
const french = {
  intro: { title: 'Nos marques', lead: 'Depuis 2016', id: 'brands', href: '/brands', icon: 'tags' },
  cards: [{ kind: 'video', label: 'Regarder' }, { kind: 'photo', label: 'Voir' }],
  settings: { effect: 'slide', country: 'AE', nbsp: '\u00a0', tel: 'tel:+971', delayMs: 4000 },
  byline: '{role}, {company}',
};

describe('catalogueReport', () => {
  it("counts English's strings of words, not ids, links, icons, kinds, settings or codes", () => {
    expect(catalogueReport(appWith({ 'en/page.json': english, 'fr/page.json': french }), 'fr')).toEqual({ strings: 5, missing: [] });
  });

  it('names each file and path a locale lacks or gets wrong', () => {
    const app = appWith({
      'en/page.json': english,
      'en/labels.json': { close: 'Close' },
      'fr/page.json': { ...french, intro: { ...french.intro, id: 'marques', lead: undefined }, cards: french.cards.slice(0, 1), extra: 'Plus' },
      'fr/old.json': {},
    });
    expect(catalogueReport(app, 'fr').missing).toEqual([
      'fr/labels.json: (the whole file): missing',
      'fr/page.json: intro.lead: missing',
      'fr/page.json: intro.id: "marques", where English has "brands" (never translated)',
      'fr/page.json: cards: 1 item, where English has 2',
      'fr/page.json: cards[1]: missing',
      'fr/page.json: extra: not in English',
      'fr/old.json: no English catalogue of that name',
    ]);
    expect(catalogueReport(app, 'ar').missing).toHaveLength(2);
  });

  it('refuses a catalogue that is not JSON in one line naming its file', () => {
    const app = appWith({ 'en/page.json': english });
    mkdirSync(join(app, 'src/content/fr'));
    writeFileSync(join(app, 'src/content/fr/page.json'), JSON.stringify(french).slice(0, 40));
    expect(() => catalogueReport(app, 'fr')).toThrow(expect.objectContaining({ name: 'DeployError', message: expect.stringMatching(/\/src\/content\/fr\/page\.json is not valid JSON: /) }));
  });

  it('tells a list from an object and a string', () => {
    const app = appWith({ 'en/page.json': { body: ['One'], title: 'Title' }, 'fr/page.json': { body: 'Un', title: ['Titre'] } });
    expect(catalogueReport(app, 'fr').missing).toEqual(['fr/page.json: body: a string, where English has a list', 'fr/page.json: title: a list, where English has a string']);
  });
});

describe('catalogueProblems', () => {
  it("adds English's links to no page of the site, and names every file under src/content", () => {
    // A link to a section of a page (/brands#spj) is a link to that page.
    const page = { more: { text: 'More', to: '/brand#spj' }, spj: { text: 'SPJ', to: '/brands#spj' }, home: { text: 'Home', to: '/' }, mail: { text: 'Mail', href: 'mailto:a@b.example' } };
    const app = appWith({ 'en/page.json': page, 'fr/page.json': page, 'ar/page.json': { ...page, home: { text: 'الرئيسية' } } });
    expect(catalogueProblems(app, new Set(['/', '/brands']))).toEqual(['src/content/ar/page.json: home.to: missing', 'src/content/en/page.json: more.to: /brand#spj is no page of the site']);
  });
});
