import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SHARE_TEXT, ShareButton } from './share-button';

const page = 'https://bbg.example/news-events-inner';
const shareButton = () => screen.getByRole('button', { name: 'Share' });
// Hidden links leave the accessibility tree, so queries opt in to hidden elements.
const link = (name: string) => screen.getByRole('link', { name: `Share on ${name} (opens in a new tab)`, hidden: true });
const targetList = () => link('Facebook').closest('ul');

describe('ShareButton', () => {
  it('shows the targets while the mouse hovers and hides them when it leaves', async () => {
    render(<ShareButton url={page} instagram="share" />);
    expect(shareButton()).toHaveAttribute('aria-expanded', 'false');
    expect(targetList()).toHaveClass('list');
    await userEvent.hover(shareButton());
    expect(shareButton()).toHaveAttribute('aria-expanded', 'true');
    expect(targetList()).toHaveClass('listOpen');
    await userEvent.unhover(shareButton());
    expect(shareButton()).toHaveAttribute('aria-expanded', 'false');
    expect(targetList()).toHaveClass('list');
  });

  it('keeps the list open when a mouse clicks the button it hovers', async () => {
    render(<ShareButton url={page} instagram="share" />);
    await userEvent.click(shareButton());
    expect(shareButton()).toHaveAttribute('aria-expanded', 'true');
  });

  it('toggles on tap for touch screens', async () => {
    const user = userEvent.setup();
    render(<ShareButton url={page} instagram="share" />);
    const tap = () => user.pointer([{ keys: '[TouchA]', target: shareButton() }]);
    await tap();
    expect(shareButton()).toHaveAttribute('aria-expanded', 'true');
    await tap();
    expect(shareButton()).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens when focus enters, and Escape closes it and returns focus to the button', async () => {
    render(<ShareButton url={page} instagram="share" />);
    await userEvent.tab();
    expect(shareButton()).toHaveAttribute('aria-expanded', 'true');
    await userEvent.tab();
    expect(link('Facebook')).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(shareButton()).toHaveFocus();
    expect(shareButton()).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes when focus leaves the share group', async () => {
    render(
      <>
        <ShareButton url={page} instagram="share" />
        <button type="button">Next</button>
      </>,
    );
    act(() => shareButton().focus());
    expect(shareButton()).toHaveAttribute('aria-expanded', 'true');
    act(() => screen.getByRole('button', { name: 'Next' }).focus());
    expect(shareButton()).toHaveAttribute('aria-expanded', 'false');
  });

  it('builds the exact share URLs, all opening in a new tab', () => {
    render(<ShareButton url={page} instagram="share" />);
    const encoded = encodeURIComponent(page);
    expect(link('Facebook')).toHaveAttribute('href', `https://www.facebook.com/sharer/sharer.php?u=${encoded}`);
    expect(link('Twitter')).toHaveAttribute('href', `https://twitter.com/intent/tweet?url=${encoded}&text=${encodeURIComponent(SHARE_TEXT)}`);
    expect(link('LinkedIn')).toHaveAttribute('href', `https://www.linkedin.com/sharing/share-offsite/?url=${encoded}`);
    expect(link('Instagram')).toHaveAttribute('href', `https://www.instagram.com/?url=${encoded}&caption=${encodeURIComponent(SHARE_TEXT)}`);
    for (const name of ['Facebook', 'Twitter', 'LinkedIn', 'Instagram']) {
      expect(link(name)).toHaveAttribute('target', '_blank');
      expect(link(name)).toHaveAttribute('rel', 'noopener noreferrer');
    }
    expect(SHARE_TEXT).toBe('Check out this page from BBG!');
  });

  it("opens the group's Instagram profile on the ambition page", () => {
    render(<ShareButton url={page} instagram="profile" />);
    expect(link('Instagram')).toHaveAttribute('href', 'https://www.instagram.com/bbgroup.official');
  });

  it('shares the current page when no URL is given', async () => {
    window.history.pushState({}, '', '/our-ambition?ref=nav');
    render(<ShareButton instagram="share" />);
    await userEvent.hover(shareButton());
    expect(link('LinkedIn')).toHaveAttribute('href', `https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(window.location.href)}`);
    expect(window.location.href).toContain('/our-ambition?ref=nav');
  });
});
