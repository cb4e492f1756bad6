import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LocationProbe, TestPlatform } from '@bbg/testing';
import { MobileMenu } from './mobile-menu';
import { WithShellCopy } from '../../content/shell-copy.fixture';

// jsdom has no popovers: these tests take the scripted path that browsers without them take; the browser's own
// path (the popover the button targets) is covered end to end.
const renderMenu = () => {
  render(
    <TestPlatform>
      <WithShellCopy>
        <MobileMenu />
        <LocationProbe />
      </WithShellCopy>
    </TestPlatform>,
  );
  return { opener: screen.getByRole('button', { name: 'Open menu' }), menu: screen.getByRole('dialog', { name: 'Menu' }) };
};

const section = (menu: HTMLElement, title: string) => within(menu).getByText(title, { selector: 'summary' });

describe('MobileMenu', () => {
  it('is served as a panel the menu button opens and the close button hides, with no script needed', () => {
    const { opener, menu } = renderMenu();
    expect(menu).toHaveAttribute('popover', 'auto');
    expect(opener).toHaveAttribute('popovertarget', menu.id);
    const close = within(menu).getByRole('button', { name: 'Close menu' });
    expect(close).toHaveAttribute('popovertarget', menu.id);
    expect(close).toHaveAttribute('popovertargetaction', 'hide');
    const about = section(menu, 'About Us').closest('details');
    const business = section(menu, 'Business').closest('details');
    expect(about?.getAttribute('name')).toBeTruthy();
    expect(business).toHaveAttribute('name', about?.getAttribute('name'));
  });

  it('lists About Us and Business as sections, then Careers, Media Center, World Wide and Contact US, in the client’s words', () => {
    const { menu } = renderMenu();
    // The menu's own list comes first in its navigation; the language links follow in a list of their own.
    const [list] = within(within(menu).getByRole('navigation', { name: 'Mobile', hidden: true })).getAllByRole('list', { hidden: true });
    const topLevel = [...(list?.children ?? [])];
    expect(topLevel.map((item) => (item.querySelector('summary') ?? item.querySelector('a'))?.textContent?.replace(/\(opens in a new tab\)/, '').trim())).toEqual([
      'About Us',
      'Business',
      'Careers',
      'Media Center',
      'World Wide',
      'Contact US',
    ]);
    expect(within(menu).getByRole('link', { name: 'Contact US', hidden: true })).toHaveAttribute('href', '/contact-us');
  });

  it('names a group’s own page after the group, as its locale words it', () => {
    const { menu } = renderMenu();
    expect(within(menu).getByRole('link', { name: 'About Us overview', hidden: true })).toHaveAttribute('href', '/about-us');
  });

  it('opens with focus on the close button, closes on Escape and gives focus back to the menu button', async () => {
    const user = userEvent.setup();
    const { opener, menu } = renderMenu();
    expect(menu).toHaveAttribute('data-open', 'false');
    await user.click(opener);
    expect(menu).toHaveAttribute('data-open', 'true');
    expect(within(menu).getByRole('button', { name: 'Close menu' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(menu).toHaveAttribute('data-open', 'false');
    expect(opener).toHaveFocus();
    await user.click(opener);
    await user.click(within(menu).getByRole('button', { name: 'Close menu' }));
    expect(menu).toHaveAttribute('data-open', 'false');
    expect(opener).toHaveFocus();
  });

  it('keeps one section open at a time; clicking a section toggles it', async () => {
    const user = userEvent.setup();
    const { opener, menu } = renderMenu();
    await user.click(opener);
    const values = within(menu).getByRole('link', { name: 'Values & Mission' });
    const logistics = within(menu).getByRole('link', { name: 'Logistics' });
    expect(values).not.toBeVisible();
    await user.click(section(menu, 'About Us'));
    await waitFor(() => expect(values).toBeVisible());
    await user.click(section(menu, 'Business'));
    await waitFor(() => expect(values).not.toBeVisible());
    expect(logistics).toBeVisible();
    await user.click(section(menu, 'Business'));
    await waitFor(() => expect(logistics).not.toBeVisible());
  });

  it('closes when a link is chosen and goes there in the page', async () => {
    const user = userEvent.setup();
    const { opener, menu } = renderMenu();
    await user.click(opener);
    await user.click(section(menu, 'About Us'));
    await user.click(within(menu).getByRole('link', { name: 'Values & Mission' }));
    expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent('/values-mission');
    expect(menu).toHaveAttribute('data-open', 'false');
    await user.click(opener);
    await user.click(within(menu).getByRole('link', { name: 'World Wide' }));
    expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent('/world-wide');
    expect(menu).toHaveAttribute('data-open', 'false');
  });
});
