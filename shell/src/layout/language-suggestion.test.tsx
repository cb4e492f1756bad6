import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server.node';
import userEvent from '@testing-library/user-event';
import type { Locale } from '@bbg/contract';
import { LocaleProvider } from '@bbg/platform';
import { stubProperty, TestPlatform } from '@bbg/testing';
import { LanguageSuggestion, preferredLocale, SUGGESTION_DISMISSED_KEY } from './language-suggestion';

const renderIn = (locale: Locale, languages: readonly string[]) => {
  stubProperty(navigator, 'languages', languages);
  return render(
    <TestPlatform path="/about-us">
      <LocaleProvider locale={locale}>
        <LanguageSuggestion />
      </LocaleProvider>
    </TestPlatform>,
  );
};

beforeEach(() => localStorage.clear());

describe('preferredLocale', () => {
  it("is the site's language the browser prefers to English, if any", () => {
    expect(preferredLocale(['fr-FR', 'en'])).toBe('fr');
    expect(preferredLocale(['ar-AE', 'fr'])).toBe('ar');
    expect(preferredLocale(['en-GB', 'fr'])).toBeUndefined();
    expect(preferredLocale(['de', 'es'])).toBeUndefined();
  });
});

describe('LanguageSuggestion', () => {
  it('suggests the page in the language the browser prefers, in that language, as a link (never a redirect)', async () => {
    renderIn('en', ['fr-FR', 'en']);
    const note = await screen.findByRole('complementary', { name: 'Langue' });
    // It appears inside a polite live region, so a screen reader announces it.
    expect(screen.getByRole('status')).toContainElement(note);
    expect(note).toHaveAttribute('lang', 'fr');
    expect(note).toHaveTextContent('Cette page existe en français.');
    expect(screen.getByRole('link', { name: 'Lire en français' })).toHaveAttribute('href', '/fr/about-us');
    expect(window.location.pathname).not.toMatch(/^\/fr/);
  });

  it('goes away when dismissed, and is not offered again in this browser', async () => {
    const { unmount } = renderIn('en', ['ar']);
    await userEvent.click(await screen.findByRole('button', { name: 'إغلاق' }));
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
    expect(localStorage.getItem(SUGGESTION_DISMISSED_KEY)).toBe('ar');
    unmount();
    renderIn('en', ['ar']);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
  });

  it('is served as an empty live region, which the suggestion fills once the page is live', () => {
    stubProperty(navigator, 'languages', ['fr-FR']);
    const html = renderToString(
      <TestPlatform path="/about-us">
        <LocaleProvider locale="en">
          <LanguageSuggestion />
        </LocaleProvider>
      </TestPlatform>,
    );
    const served = document.createElement('div');
    served.innerHTML = html;
    expect(served.querySelector('[role="status"]')).toBeEmptyDOMElement();
  });

  it('says nothing on a page already in another language, or to a browser that prefers English', async () => {
    renderIn('fr', ['ar']);
    renderIn('en', ['en-US', 'fr']);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
  });
});
