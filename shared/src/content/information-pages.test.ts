import { AIRPORT_STORE_ID, informationPages, NO_LOGO_ID } from './information-pages';

describe('information pages', () => {
  it('has each id once', () => {
    const ids = informationPages.map((p) => p.id);
    expect(ids).toEqual([1, 2, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26]);
  });

  it('links a brand logo only where the brand has a site, and never on id 24', () => {
    const withLogo = informationPages.filter((p) => 'logo' in p).map((p) => p.id);
    expect(withLogo).toEqual([2, 4, 5, 6, 7, 8, AIRPORT_STORE_ID]);
    expect(withLogo).not.toContain(NO_LOGO_ID);
    for (const page of informationPages) if ('link' in page) expect(page.link).toMatch(/^https:\/\//);
  });

  it('keeps the client\u2019s record name for id 12', () => {
    expect(informationPages.find((p) => p.id === 12)?.pageName).toBe('Sustanability');
  });
});
