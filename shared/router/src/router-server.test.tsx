/**
 * @jest-environment node
 */
import { renderToString } from 'react-dom/server';
import { serverNavigator } from './react-router-navigator';
import { Link, NavLink, RouterProvider, useLocation, useParams } from './router';

function Item() {
  const { pathname } = useLocation();
  const { id } = useParams();
  return (
    <>
      <NavLink to="/media-center">Media</NavLink>
      <Link to="#top">Top</Link>
      <p>{`${pathname} id=${id}`}</p>
    </>
  );
}

describe('router on the server', () => {
  it('renders a given path with no browser, and refuses to navigate there', () => {
    const routes = [{ path: '/media-center/:id', element: <Item /> }];
    const navigator = serverNavigator(routes, { pathname: '/Media-Center/7', search: '', hash: '' });
    if (!navigator) throw new Error('no match');
    const html = renderToString(<RouterProvider navigator={navigator} />);
    expect(html).toContain('/Media-Center/7 id=7');
    expect(html).toContain('<a class="active" aria-current="page" href="/media-center">Media</a>');
    expect(html).toContain('href="/Media-Center/7#top"');
    expect(() => navigator.navigate('/x', false)).toThrow(/server render/);
    expect(serverNavigator(routes, { pathname: '/nowhere', search: '', hash: '' })).toBeNull();
  });
});
