import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SHARE_TEXT, ShareButton } from './share-button';

const page = 'https://bbg.example/news-events-inner';

describe('ShareButton', () => {
  it('hides the targets until hovered, shows them on hover and hides them when the pointer leaves', async () => {
    render(<ShareButton url={page} />);
    const share = screen.getByRole('button', { name: 'Share' });
    expect(share).toHaveAttribute('aria-expanded', 'false');
    await userEvent.hover(share);
    expect(share).toHaveAttribute('aria-expanded', 'true');
    await userEvent.unhover(share);
    expect(share).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens on focus and closes on Escape', async () => {
    render(<ShareButton url={page} />);
    await userEvent.tab();
    const share = screen.getByRole('button', { name: 'Share' });
    expect(share).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Escape}');
    expect(share).toHaveAttribute('aria-expanded', 'false');
  });

  it('builds the exact share URLs, all opening in a new tab', () => {
    render(<ShareButton url={page} instagram="share" />);
    const link = (name: string) => screen.getByRole('link', { name: `Share on ${name} (opens in a new tab)`, hidden: true });
    const encoded = encodeURIComponent(page);
    expect(link('Facebook')).toHaveAttribute('href', `https://www.facebook.com/sharer/sharer.php?u=${encoded}`);
    expect(link('Twitter')).toHaveAttribute('href', `https://twitter.com/intent/tweet?url=${encoded}&text=${encodeURIComponent(SHARE_TEXT)}`);
    expect(link('LinkedIn')).toHaveAttribute('href', `https://www.linkedin.com/sharing/share-offsite/?url=${encoded}`);
    expect(link('Instagram').getAttribute('href')).toContain(`url=${encoded}`);
    expect(link('Facebook')).toHaveAttribute('target', '_blank');
    expect(SHARE_TEXT).toBe('Check out this page from BBG!');
  });

  it("opens the group's Instagram profile on the ambition page", () => {
    render(<ShareButton url={page} instagram="profile" />);
    expect(screen.getByRole('link', { name: /Share on Instagram/, hidden: true }).getAttribute('href')).toMatch(/^https:\/\/www\.instagram\.com\/[\w.]+$/);
  });
});
