import { setImmediate } from 'node:timers';
import { prerenderToNodeStream } from 'react-dom/static.node';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { defaultRuntimeConfig, type HeaderLook } from '@bbg/contract';
import { TestPlatform } from '@bbg/testing';
import { Navbar } from './navbar';
import { WithShellCopy } from '../../content/shell-copy.fixture';

// jsdom has no setImmediate; React's Node renderer schedules its work with it.
Object.assign(globalThis, { setImmediate });

// The menus are islands: rendered in the browser, their code arrives in a chunk of its own.
const renderAt = async (path: string, header?: HeaderLook) => {
  let result: ReturnType<typeof render> | undefined;
  await act(async () => {
    result = render(
      <TestPlatform path={path}>
        <WithShellCopy>
          <Navbar showExtras header={header} />
        </WithShellCopy>
      </TestPlatform>,
    );
  });
  return result!;
};

const mainNav = () => screen.getByRole('navigation', { name: 'Main' });

describe('Navbar', () => {
  it('opens a dropdown on hover and shows its items, and the header takes the dropdown look', async () => {
    await renderAt('/');
    const business = within(mainNav()).getByRole('button', { name: 'Business' });
    expect(business).toHaveAttribute('aria-expanded', 'false');
    await userEvent.hover(business.closest('li')!);
    expect(business).toHaveAttribute('aria-expanded', 'true');
    expect(within(mainNav()).getByRole('link', { name: 'Logistics' })).toHaveAttribute('href', '/logistics');
    expect(screen.getByRole('banner')).toHaveAttribute('data-look', 'dropdown');
    await userEvent.unhover(business.closest('li')!);
    expect(business).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens by keyboard and closes on Escape, returning focus to the toggle', async () => {
    await renderAt('/');
    const toggle = within(mainNav()).getByRole('button', { name: 'About Us menu' });
    toggle.focus();
    await userEvent.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await userEvent.tab();
    expect(within(mainNav()).getByRole('link', { name: 'The BBG' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('closes when focus leaves the menu', async () => {
    await renderAt('/');
    const toggle = within(mainNav()).getByRole('button', { name: 'About Us menu' });
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    act(() => within(mainNav()).getByRole('link', { name: /Careers/ }).focus());
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('highlights the active item and its group', async () => {
    await renderAt('/travel');
    const travel = within(mainNav()).getByRole('link', { name: 'Travel' });
    expect(travel).toHaveAttribute('aria-current', 'page');
  });

  it('links Careers externally in a new tab, World Wide and Contact Us by icon with names', async () => {
    await renderAt('/');
    const careers = within(mainNav()).getByRole('link', { name: /Careers/ });
    expect(careers).toHaveAttribute('href', defaultRuntimeConfig.careersUrl);
    expect(careers).toHaveAttribute('target', '_blank');
    expect(within(mainNav()).getByRole('link', { name: 'World Wide' })).toHaveAttribute('href', '/world-wide');
    expect(within(mainNav()).getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact-us');
  });

  it('turns solid only once the window has scrolled past 20 % of its height', async () => {
    const saved = { innerHeight: window.innerHeight, scrollY: window.scrollY };
    const setWindow = (values: Partial<typeof saved>) => {
      for (const [name, value] of Object.entries(values)) Object.defineProperty(window, name, { configurable: true, writable: true, value });
    };
    // Each frame runs at once and leaves no frame pending, so every scroll is measured.
    const frame = jest.spyOn(window, 'requestAnimationFrame').mockImplementation((run) => {
      run(0);
      return 0;
    });
    try {
      setWindow({ innerHeight: 1000, scrollY: 0 });
      await renderAt('/about-us');
      const header = screen.getByRole('banner');
      const scrollTo = (y: number) => {
        setWindow({ scrollY: y });
        act(() => {
          window.dispatchEvent(new Event('scroll'));
        });
      };
      expect(header).toHaveAttribute('data-look', 'default');
      scrollTo(200);
      expect(header).toHaveAttribute('data-look', 'default');
      scrollTo(201);
      expect(header).toHaveAttribute('data-look', 'scrolled');
      scrollTo(150);
      expect(header).toHaveAttribute('data-look', 'default');
    } finally {
      frame.mockRestore();
      setWindow(saved);
    }
  });

  it('takes the special look where the route asks for the light header (the privacy policy and terms pages)', async () => {
    await renderAt('/privacy-policy', 'light');
    expect(screen.getByRole('banner')).toHaveAttribute('data-look', 'light');
  });

  it('keeps the menu button and the desktop menus in the served header, whether or not the page has loaded', async () => {
    // As the pre-render writes it: every island in full.
    const { prelude } = await prerenderToNodeStream(
      <TestPlatform>
        <WithShellCopy>
          <Navbar showExtras={false} />
        </WithShellCopy>
      </TestPlatform>,
    );
    let html = '';
    for await (const chunk of prelude) html += String(chunk);
    document.body.innerHTML = html;
    const menuButton = screen.getByRole('button', { name: 'Open menu' });
    expect(menuButton).not.toHaveAttribute('data-ready');
    expect(menuButton).not.toBeDisabled();
    expect(mainNav()).toHaveAttribute('data-ready', 'false');
    expect(within(mainNav()).getByRole('button', { name: 'Business' })).not.toBeDisabled();
  });
});
