import { standaloneSuite } from '@bbg/e2e';

// Alone, each page still reveals its sections once its hero has loaded (no shell reports for it): each route's test
// waits for its last section before the scan.
standaloneSuite('mfe-about', {
  lastSections: {
    '/about-us': 'Leaving places better',
    '/bbg-overview': 'BBG in numbers',
    '/vision-values': 'Our values',
    '/our-ambition': 'The values behind our ambition',
    '/our-leadership': 'Leadership team',
    '/clients': 'Some of our clients',
    '/values-mission': 'News & Events',
    '/sustainability': 'News & Events',
  },
});
