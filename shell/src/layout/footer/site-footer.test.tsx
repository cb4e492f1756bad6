import { render, screen, within } from '@testing-library/react';
import { TestRouter } from '@bbg/testing';
import { loadShellCopy, ShellCopyProvider } from '../../content/shell-copy';
import { WithShellCopy } from '../../content/shell-copy.fixture';
import { SiteFooter } from './site-footer';

describe('SiteFooter', () => {
  beforeEach(() =>
    render(
      <TestRouter>
        <WithShellCopy>
          <SiteFooter />
        </WithShellCopy>
      </TestRouter>,
    ),
  );

  it('links home and to partners, brands, about us and contact us', () => {
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'BBG home' })).toHaveAttribute('href', '/');
    const nav = within(footer).getByRole('navigation', { name: 'Footer' });
    expect(within(nav).getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual(['/partners', '/brands', '/about-us', '/contact-us']);
  });

  it('lists the Dubai and Jaipur offices with tel: links', () => {
    expect(screen.getByText('Dubai, UAE')).toBeInTheDocument();
    expect(screen.getByText('Jaipur, India')).toBeInTheDocument();
    const phones = screen.getAllByRole('link', { name: /^Call\s/ });
    expect(phones).toHaveLength(2);
    for (const phone of phones) expect(phone.getAttribute('href')).toMatch(/^tel:\+\d+$/);
  });

  it('has the subscribe box with the footer rule', () => {
    expect(screen.getByRole('textbox', { name: 'Get BBG news in your inbox' })).toHaveAttribute('type', 'email');
    expect(screen.getByRole('button', { name: 'Subscribe' })).toBeInTheDocument();
  });

  it('has Instagram, Facebook and LinkedIn in new tabs, and the 2025 copyright with the legal links', () => {
    for (const name of ['Instagram', 'Facebook', 'LinkedIn']) {
      expect(screen.getByRole('link', { name: `${name} (opens in a new tab)` })).toHaveAttribute('target', '_blank');
    }
    expect(screen.getByText(/© 2025 BBG/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy-policy');
    expect(screen.getByRole('link', { name: 'Terms & Conditions' })).toHaveAttribute('href', '/t&c');
  });

  it('writes an office and its phone link in the language’s own punctuation, the link’s words unbreakable', async () => {
    const { unmount } = render(
      <TestRouter>
        <ShellCopyProvider copy={await loadShellCopy('ar')}>
          <SiteFooter />
        </ShellCopyProvider>
      </TestRouter>,
    );
    const footer = screen.getAllByRole('contentinfo')[1];
    if (!footer) throw new Error('no Arabic footer');
    expect(within(footer).getByText('دبي، الإمارات')).toBeInTheDocument();
    const [dubai] = within(footer).getAllByRole('link', { name: /^اتصل/ });
    expect(dubai?.textContent).toBe('اتصل\u00a0بمكتب\u00a0دبي:\u00a0+971\u00a04\u00a0123\u00a04567');
    unmount();
  });

  it('keeps a phone number left to right inside an Arabic page', () => {
    for (const phone of screen.getAllByRole('link', { name: /^Call\s/ })) expect(phone.querySelector('bdi')).toHaveAttribute('dir', 'ltr');
  });
});
