import type { RemoteRoute } from './remote-route';
import { routeHeadIn } from './route-head';

const route: RemoteRoute = {
  path: '/privacy-policy',
  expose: './privacy-policy',
  title: 'Privacy Policy',
  description: 'How BBG handles personal data.',
  layout: 'main',
  heads: { fr: { title: 'Politique de confidentialité', description: 'Comment BBG traite les données personnelles.' } },
};

describe('routeHeadIn', () => {
  it('gives a locale its own title and description where the route has them', () => {
    expect(routeHeadIn(route, 'fr')).toEqual({ title: 'Politique de confidentialité', description: 'Comment BBG traite les données personnelles.' });
  });

  it('gives English, and a locale the route has no words for, the English ones', () => {
    expect(routeHeadIn(route, 'en')).toEqual({ title: 'Privacy Policy', description: 'How BBG handles personal data.' });
    expect(routeHeadIn(route, 'ar')).toEqual({ title: 'Privacy Policy', description: 'How BBG handles personal data.' });
    expect(routeHeadIn({ ...route, description: undefined }, 'ar').description).toBeUndefined();
  });
});
