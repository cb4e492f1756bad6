import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { browserNavigator } from './react-router-navigator';
import { servedBranch, type RouteObject } from './route-object';
import { Link, Outlet, RouterProvider, useLocation } from './router';
import { servedNavigator } from './served-navigator';

function Layout() {
  const { hash } = useLocation();
  return (
    <>
      <Link to="/media-center">Media</Link>
      <output aria-label="hash">{hash || 'none'}</output>
      <Outlet />
    </>
  );
}

const about = <h1>About page</h1>;
const routes: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      { index: true, element: <h1>Home page</h1> },
      { path: '/about-us', element: about },
      { path: '/t&c', element: <h1>Terms page</h1> },
      { path: '/media-center', element: <h1>Media page</h1> },
      { path: '/newsletter/:id', element: <h1>Newsletter</h1> },
    ],
  },
];

describe('servedBranch', () => {
  it('finds the fixed route a served document stands for, as React Router compares paths', () => {
    expect(servedBranch(routes, '/')?.at(-1)?.route.index).toBe(true);
    expect(servedBranch(routes, '/About-Us/')?.at(-1)?.route.element).toBe(about);
    expect(servedBranch(routes, '/t%26c')?.at(-1)?.route.path).toBe('/t&c');
    expect(servedBranch(routes, '/about-us')).toHaveLength(2);
  });

  it('has no branch for a path with parameters or no route (those are rendered in the browser)', () => {
    expect(servedBranch(routes, '/newsletter/1')).toBeNull();
    expect(servedBranch(routes, '/nowhere')).toBeNull();
  });
});

describe('servedNavigator', () => {
  beforeEach(() => window.history.replaceState(null, '', '/about-us'));

  it('shows the served branch without a router, and loads React Router for the first client navigation', async () => {
    const branch = servedBranch(routes, '/about-us') ?? [];
    const load = jest.fn(async () => browserNavigator);
    const navigator = servedNavigator(routes, branch, load);
    render(<RouterProvider navigator={navigator} />);
    expect(screen.getByRole('heading', { name: 'About page' })).toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('link', { name: 'Media' }));
    expect(await screen.findByRole('heading', { name: 'Media page' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/media-center');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('keeps what it renders when a fragment link changes the hash, and when React Router takes over', async () => {
    const branch = servedBranch(routes, '/about-us') ?? [];
    const navigator = servedNavigator(routes, branch, async () => browserNavigator);
    const matches = navigator.matches();
    render(<RouterProvider navigator={navigator} />);
    await act(async () => {
      window.location.hash = '#journey';
      await new Promise((resolve) => window.addEventListener('hashchange', resolve, { once: true }));
    });
    expect(screen.getByRole('status', { name: 'hash' })).toHaveTextContent('#journey');
    expect(navigator.matches()).toBe(matches);
    const location = navigator.location();
    await act(async () => {
      await navigator.prepare();
    });
    expect(navigator.matches()).toBe(matches);
    expect(navigator.location()).toBe(location);
  });

  it('warm() runs React Router\'s code at once and makes the router at the first press, once', async () => {
    const create = jest.fn(browserNavigator);
    const load = jest.fn(async () => create);
    const navigator = servedNavigator(routes, servedBranch(routes, '/about-us') ?? [], load);
    render(<RouterProvider navigator={navigator} />);
    const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    navigator.warm();
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
    expect(create).not.toHaveBeenCalled();
    fireEvent.pointerDown(screen.getByRole('link', { name: 'Media' }));
    await settle();
    expect(create).toHaveBeenCalledTimes(1);
    fireEvent.keyDown(document.body, { key: 'Tab' });
    await userEvent.click(screen.getByRole('link', { name: 'Media' }));
    expect(await screen.findByRole('heading', { name: 'Media page' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
    expect(create).toHaveBeenCalledTimes(1);
  });

  it('falls back to a document navigation when React Router cannot load', async () => {
    const assign = jest.fn();
    const navigator = servedNavigator(routes, servedBranch(routes, '/about-us') ?? [], () => Promise.reject(new Error('offline')));
    const original = window.location;
    Object.defineProperty(window, 'location', { configurable: true, value: { ...original, pathname: '/about-us', search: '', hash: '', assign } });
    try {
      navigator.navigate('/media-center', false);
      await act(async () => undefined);
      expect(assign).toHaveBeenCalledWith('/media-center');
    } finally {
      Object.defineProperty(window, 'location', { configurable: true, value: original });
    }
  });

  it('under a locale prefix, serves the branch of the path after it, links under it, and navigates under it', async () => {
    window.history.replaceState(null, '', '/fr/about-us');
    const branch = servedBranch(routes, '/about-us') ?? [];
    const navigator = servedNavigator(routes, branch, async () => browserNavigator, '/fr');
    expect(navigator.location().pathname).toBe('/about-us');
    render(<RouterProvider navigator={navigator} />);
    expect(screen.getByRole('link', { name: 'Media' })).toHaveAttribute('href', '/fr/media-center');
    await userEvent.click(screen.getByRole('link', { name: 'Media' }));
    expect(await screen.findByRole('heading', { name: 'Media page' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/fr/media-center');
    expect(navigator.location().pathname).toBe('/media-center');
    expect(screen.getByRole('link', { name: 'Media' })).toHaveAttribute('href', '/fr/media-center');
    await act(async () => window.history.back());
    expect(await screen.findByRole('heading', { name: 'About page' })).toBeInTheDocument();
  });
});
