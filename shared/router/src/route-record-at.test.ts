import { routeRecordAt } from './route-record-at';

const routes = [
  { path: '/Yashika-fashion', expose: './brand-page', title: 'Yashika Fashion', layout: 'main', content: 'yashika-fashion' },
  { path: '/t&c', expose: './terms', title: 'Terms & Conditions', layout: 'main', header: 'light' },
  { path: '/newsletter/:id', expose: './newsletter', title: 'Newsletter', layout: 'none' },
] as const;

describe('routeRecordAt', () => {
  it('finds the record a path opens, as the router matches it', () => {
    expect(routeRecordAt(routes, '/yashika-fashion').content).toBe('yashika-fashion');
    expect(routeRecordAt(routes, '/t%26c').header).toBe('light');
    expect(routeRecordAt(routes, '/newsletter/7').expose).toBe('./newsletter');
  });

  it('gives a path no route opens a record without a content key', () => {
    expect(routeRecordAt(routes, '/nowhere')).toEqual({ path: '/nowhere', expose: './unknown', title: 'Unknown', layout: 'main' });
  });
});
