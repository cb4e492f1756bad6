import { act, render as renderDom, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server.node';
import { defaultRuntimeConfig } from '@bbg/contract';
import { LocaleProvider } from '@bbg/platform';
import { TestPlatform } from '@bbg/testing';
import { kitWords } from '../../content/kit-words';
import { ShareButton } from './share-button';

const SHARE_TEXT = kitWords.share.text;

const render = (ui: ReactElement, path = '/news-events-inner?ref=nav') => renderDom(<TestPlatform path={path}>{ui}</TestPlatform>);

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

  it("shares the current page's public address, without its query, when no URL is given: served links work before scripts", () => {
    render(<ShareButton instagram="share" />, '/our-ambition?ref=nav');
    const address = `${defaultRuntimeConfig.siteUrl}/our-ambition`;
    expect(link('LinkedIn')).toHaveAttribute('href', `https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(address)}`);
  });

  it('shares the page in the language it is read in (/fr/our-ambition, not the English page)', () => {
    renderDom(
      <TestPlatform path="/our-ambition">
        <LocaleProvider locale="fr">
          <ShareButton instagram="share" />
        </LocaleProvider>
      </TestPlatform>,
    );
    const address = `${defaultRuntimeConfig.siteUrl}/fr/our-ambition`;
    expect(link('Facebook')).toHaveAttribute('href', `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(address)}`);
  });

  it('keeps a list the visitor opened before adoption (here by focus) open once it is adopted', () => {
    const served = <TestPlatform path="/news-events-inner"><ShareButton url={page} instagram="share" /></TestPlatform>;
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = renderToString(served);
    container.querySelector('button')?.focus();
    renderDom(served, { container, hydrate: true });
    expect(shareButton()).toHaveAttribute('aria-expanded', 'true');
    expect(targetList()).toHaveClass('listOpen');
  });
});
