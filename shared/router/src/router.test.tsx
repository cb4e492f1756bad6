import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { browserNavigator, memoryNavigator } from './react-router-navigator';
import { Link, Navigate, NavLink, Outlet, RouterProvider, resolveHref, useLocation, useNavigate, useParams, useRouteError, type RouteObject } from './router';

function Where() {
  const { pathname, search, hash } = useLocation();
  const { id = 'none' } = useParams();
  return <output aria-label="where">{`${pathname}${search}${hash} id=${id}`}</output>;
}

function Layout() {
  return (
    <>
      <nav aria-label="Main">
        <NavLink to="/">Home</NavLink>
        <NavLink to="/media-center">Media</NavLink>
        <NavLink to="/contact-us" className={({ isActive }) => (isActive ? 'on' : 'off')}>
          Contact
        </NavLink>
        <Link to="/media-center/2?tab=news#top">Item 2</Link>
      </nav>
      <Where />
      <Outlet />
    </>
  );
}

const routes: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      { index: true, element: <h1>Home page</h1> },
      { path: '/media-center', element: <h1>Media page</h1> },
      { path: '/media-center/:id', element: <h1>Media item</h1> },
      { path: '/contact-us', element: <h1>Contact page</h1> },
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];

const where = () => screen.getByRole('status', { name: 'where' });

describe('router', () => {
  it('follows links in place, with params, search and hash', async () => {
    render(<RouterProvider navigator={memoryNavigator(routes, ['/'])} />);
    expect(screen.getByRole('heading', { name: 'Home page' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Item 2' }));
    expect(await screen.findByRole('heading', { name: 'Media item' })).toBeInTheDocument();
    expect(where()).toHaveTextContent('/media-center/2?tab=news#top id=2');
  });

  it('marks the link to the current page, or to a page above it, as current', async () => {
    render(<RouterProvider navigator={memoryNavigator(routes, ['/media-center/3'])} />);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(screen.getByRole('link', { name: 'Media' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Media' })).toHaveClass('active');
    expect(screen.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('link', { name: 'Contact' })).toHaveClass('off');
    await userEvent.click(screen.getByRole('link', { name: 'Contact' }));
    await waitFor(() => expect(screen.getByRole('link', { name: 'Contact' })).toHaveClass('on'));
    expect(nav.querySelectorAll('[aria-current="page"]')).toHaveLength(1);
  });

  it('redirects an unknown path home, replacing the entry', async () => {
    const navigator = memoryNavigator(routes, ['/contact-us', '/no-such-page']);
    const go = jest.spyOn(navigator, 'navigate');
    render(<RouterProvider navigator={navigator} />);
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument();
    expect(go).toHaveBeenLastCalledWith('/', true);
  });

  it('pushes to the browser history, and Back (popstate) shows the previous page again', async () => {
    window.history.replaceState(null, '', '/contact-us');
    render(<RouterProvider navigator={browserNavigator(routes)} />);
    await userEvent.click(screen.getByRole('link', { name: 'Media' }));
    expect(await screen.findByRole('heading', { name: 'Media page' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/media-center');
    await act(async () => {
      window.history.back();
      await new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
    });
    expect(await screen.findByRole('heading', { name: 'Contact page' })).toBeInTheDocument();
  });

  it('replaces rather than pushes when a link leads where you already are', async () => {
    const navigator = memoryNavigator(routes, ['/contact-us']);
    const go = jest.spyOn(navigator, 'navigate');
    render(<RouterProvider navigator={navigator} />);
    await userEvent.click(screen.getByRole('link', { name: 'Contact' }));
    expect(go).toHaveBeenLastCalledWith('/contact-us', true);
    await userEvent.click(screen.getByRole('link', { name: 'Media' }));
    expect(go).toHaveBeenLastCalledWith('/media-center', false);
  });

  it('navigates to a hash alone on the same path, dropping the search', async () => {
    function Jump() {
      const navigate = useNavigate();
      return (
        <button type="button" onClick={() => navigate({ hash: '#second' }, { preventScrollReset: true })}>
          Jump
        </button>
      );
    }
    render(<RouterProvider navigator={memoryNavigator([{ path: '/terms', element: <><Jump /><Where /></> }], ['/terms?x=1'])} />);
    await userEvent.click(screen.getByRole('button', { name: 'Jump' }));
    await waitFor(() => expect(where()).toHaveTextContent('/terms#second id=none'));
  });

  it('shows the errorElement when a page fails, and the page again after navigating away', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const Broken = () => {
      throw new Error('Loading chunk 42 failed.');
    };
    const Failure = () => <p>{`Failed: ${(useRouteError() as Error).message}`}</p>;
    function Shell() {
      const navigate = useNavigate();
      return (
        <>
          <button type="button" onClick={() => navigate('/fine')}>
            Elsewhere
          </button>
          <Outlet />
        </>
      );
    }
    const table = [{ element: <Shell />, children: [{ path: '/broken', element: <Broken />, errorElement: <Failure /> }, { path: '/fine', element: <h1>Fine</h1> }] }];
    render(<RouterProvider navigator={memoryNavigator(table, ['/broken'])} />);
    expect(screen.getByText('Failed: Loading chunk 42 failed.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(await screen.findByRole('heading', { name: 'Fine' })).toBeInTheDocument();
  });

  it('resolves targets as React Router does', () => {
    const from = { pathname: '/legal/terms', search: '?a=1', hash: '#old' };
    expect(resolveHref('#part', from)).toBe('/legal/terms#part');
    expect(resolveHref({ hash: 'part' }, from)).toBe('/legal/terms#part');
    expect(resolveHref({ pathname: '/x', search: 'q=2' }, from)).toBe('/x?q=2');
    expect(resolveHref('/brands', from)).toBe('/brands');
  });
});
