import { loadShellCopy, servedShellCopy } from './shell-copy';

describe("the shell's words", () => {
  it('are read from a served page when it carries them whole, and fetched otherwise', async () => {
    const english = await loadShellCopy('en');
    const served = JSON.parse(JSON.stringify(english)) as object;
    expect(servedShellCopy(served)).toEqual(english);
    expect(servedShellCopy({ site: {}, chrome: {} })).toBeNull();
    expect(servedShellCopy(null)).toBeNull();
  });

  it('come in each locale in the same shape, its own words', async () => {
    const [en, fr, ar] = await Promise.all([loadShellCopy('en'), loadShellCopy('fr'), loadShellCopy('ar')]);
    expect(Object.keys(fr).sort()).toEqual(Object.keys(en).sort());
    expect(fr.chrome.chrome.openMenu).toBe('Ouvrir le menu');
    expect(ar.chrome.chrome.openMenu).toBe('افتح القائمة');
  });
});
