/** The site's routes (SPEC.md route table plus /our-leadership): what an internal link may point at. */
export const specRoutes = [
  '/', '/about-us', '/brands', '/privacy-policy', '/partners', '/media-center', '/media-center-inner1', '/media-center-inner2',
  '/media-center-inner3', '/media-center-inner4', '/media-center-inner5', '/media-day', '/world-wide', '/contact-us', '/mgt',
  '/Yashika-fashion', '/friends-travel', '/blueberry-travels', '/next-holidays', '/spj', '/bbg-overview', '/vision-values',
  '/our-ambition', '/our-innovation', '/our-leadership', '/clients', '/values-mission', '/sustainability', '/business-overview',
  '/travel', '/electronics', '/fashion', '/general-trading', '/dmc', '/news-events-inner', '/t&c', '/gsa', '/logistics', '/it',
  '/qr-link',
] as const;
