import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server.node';
import { EARLY_EVENTS_GLOBAL, LIVE_ATTRIBUTE, REPLAY_ATTRIBUTE } from '@bbg/contract';
import { TestRouter, LocationProbe } from '@bbg/testing';
import { loadShellCopy, ShellCopyProvider } from '../../content/shell-copy';
import { englishShellCopy, WithShellCopy } from '../../content/shell-copy.fixture';
import { DesktopDropdown } from './desktop-dropdown';

const [aboutMenu] = englishShellCopy.navigation.menuGroups;

const dropdown = (onOpenChange: (open: boolean) => void) => (
  <WithShellCopy>
    <TestRouter initialEntries={['/']}>
      <nav aria-label="Main">
        <ul>
          <DesktopDropdown group={aboutMenu} onOpenChange={onOpenChange} />
        </ul>
      </nav>
      <LocationProbe />
    </TestRouter>
  </WithShellCopy>
);

const toggleOf = (root: HTMLElement) => within(root).getByRole('button', { name: 'About Us menu' });

describe('DesktopDropdown', () => {
  it('opens on ArrowDown with focus on its first link, and closes when a link is chosen, going there in the page', async () => {
    const user = userEvent.setup();
    const onOpenChange = jest.fn();
    render(dropdown(onOpenChange));
    const toggle = toggleOf(document.body);
    toggle.focus();
    await user.keyboard('{ArrowDown}');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(screen.getByRole('link', { name: 'The BBG' })).toHaveFocus());
    await user.click(screen.getByRole('link', { name: 'Our Ambition' }));
    expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent('/our-ambition');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
  });

  it.each([
    ['fr', 'Menu À propos'],
    ['ar', 'قائمة من نحن'],
  ] as const)('names its toggle in the document’s language (%s)', async (locale, name) => {
    const copy = await loadShellCopy(locale);
    const [group] = copy.navigation.menuGroups;
    if (!group) throw new Error('no menu group');
    render(
      <ShellCopyProvider copy={copy}>
        <TestRouter initialEntries={['/']}>
          <ul>
            <DesktopDropdown group={group} onOpenChange={() => undefined} />
          </ul>
        </TestRouter>
      </ShellCopyProvider>,
    );
    expect(screen.getByRole('button', { name })).toHaveAttribute('aria-expanded', 'false');
  });

  describe('adopting the served menu', () => {
    const adopt = async (before: (host: HTMLElement) => void) => {
      const onOpenChange = jest.fn();
      const host = document.body.appendChild(document.createElement('div'));
      host.innerHTML = renderToString(dropdown(onOpenChange));
      const served = [...host.querySelectorAll('a, button')];
      before(host);
      const errors: unknown[] = [];
      const root = await act(async () => hydrateRoot(host, dropdown(onOpenChange), { onRecoverableError: (error) => errors.push(error) }));
      expect(errors).toEqual([]);
      expect([...host.querySelectorAll('a, button')]).toEqual(served);
      return { host, onOpenChange, done: () => act(() => root.unmount()) };
    };

    afterEach(() => {
      document.body.innerHTML = '';
      delete window[EARLY_EVENTS_GLOBAL];
    });

    it('is served ready for the boot script to hold a press of its toggle', () => {
      const html = renderToString(dropdown(() => undefined));
      expect(html).toMatch(new RegExp(`<li[^>]*${REPLAY_ATTRIBUTE}=""`));
    });

    it('keeps a press the boot script held before adoption: the menu is open once adopted, and live', async () => {
      const { host, onOpenChange, done } = await adopt((served) => {
        const part = served.querySelector(`[${REPLAY_ATTRIBUTE}]`);
        if (!part) throw new Error('no served part');
        window[EARLY_EVENTS_GLOBAL] = [{ type: 'click', target: toggleOf(served), part }];
      });
      expect(toggleOf(host)).toHaveAttribute('aria-expanded', 'true');
      expect(onOpenChange).toHaveBeenLastCalledWith(true);
      expect(host.querySelector(`[${REPLAY_ATTRIBUTE}]`)).toHaveAttribute(LIVE_ATTRIBUTE);
      expect(window[EARLY_EVENTS_GLOBAL]).toEqual([]);
      done();
    });

    it('stays open where the visitor had focus inside it before adoption', async () => {
      const { host, done } = await adopt((served) => within(served).getByRole('link', { name: 'Partners' }).focus());
      expect(toggleOf(host)).toHaveAttribute('aria-expanded', 'true');
      done();
    });

    it('stays closed, and live, when nobody touched it', async () => {
      const { host, onOpenChange, done } = await adopt(() => undefined);
      expect(toggleOf(host)).toHaveAttribute('aria-expanded', 'false');
      expect(onOpenChange).not.toHaveBeenCalled();
      expect(host.querySelector(`[${REPLAY_ATTRIBUTE}]`)).toHaveAttribute(LIVE_ATTRIBUTE);
      done();
    });
  });
});
