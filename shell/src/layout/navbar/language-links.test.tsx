import { render, screen, within } from '@testing-library/react';
import type { Locale } from '@bbg/contract';
import { LocaleProvider } from '@bbg/platform';
import { TestPlatform } from '@bbg/testing';
import { loadShellCopy, ShellCopyProvider } from '../../content/shell-copy';
import { LanguageLinks } from './language-links';

async function renderIn(locale: Locale, path: string, others = false) {
  const copy = await loadShellCopy(locale);
  render(
    <TestPlatform path={path}>
      <LocaleProvider locale={locale}>
        <ShellCopyProvider copy={copy}>
          <LanguageLinks others={others} />
        </ShellCopyProvider>
      </LocaleProvider>
    </TestPlatform>,
  );
}

describe('LanguageLinks', () => {
  it('links this page in each language, named in that language, with lang and hreflang, the current one marked', async () => {
    await renderIn('en', '/about-us');
    const menu = screen.getByRole('list', { name: 'Language' });
    const links = within(menu).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href'), link.getAttribute('lang'), link.getAttribute('hreflang')])).toEqual([
      ['English', '/about-us', 'en', 'en'],
      ['Français', '/fr/about-us', 'fr', 'fr'],
      ['العربية', '/ar/about-us', 'ar', 'ar'],
    ]);
    expect(within(menu).getByRole('link', { name: 'English' })).toHaveAttribute('aria-current', 'page');
  });

  it("in the header, links only the other languages, the page's own going without saying", async () => {
    await renderIn('fr', '/about-us', true);
    const menu = screen.getByRole('list', { name: 'Langue' });
    expect(within(menu).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['English', '/about-us'],
      ['العربية', '/ar/about-us'],
    ]);
    expect(within(menu).queryByRole('link', { current: 'page' })).not.toBeInTheDocument();
  });

  it("is labelled in the document's language, and leads from a locale's home to each home", async () => {
    await renderIn('ar', '/');
    const menu = screen.getByRole('list', { name: 'اللغة' });
    expect(within(menu).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['/', '/fr', '/ar']);
    expect(within(menu).getByRole('link', { name: 'العربية' })).toHaveAttribute('aria-current', 'page');
  });
});
