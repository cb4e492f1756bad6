/**
 * Every route of the site, by name: the one table internal links, route lists and tests are
 * written against, so a mistyped link fails typecheck. Paths are spelled as the route table spells them
 * (`/Yashika-fashion`); the router matches them in any case.
 */
export const paths = {
  home: '/',
  aboutUs: '/about-us',
  bbgOverview: '/bbg-overview',
  visionValues: '/vision-values',
  ourAmbition: '/our-ambition',
  ourInnovation: '/our-innovation',
  ourLeadership: '/our-leadership',
  clients: '/clients',
  valuesMission: '/values-mission',
  sustainability: '/sustainability',
  partners: '/partners',
  brands: '/brands',
  spj: '/spj',
  nextHolidays: '/next-holidays',
  blueberryTravels: '/blueberry-travels',
  friendsTravel: '/friends-travel',
  yashikaFashion: '/Yashika-fashion',
  mgt: '/mgt',
  businessOverview: '/business-overview',
  travel: '/travel',
  electronics: '/electronics',
  fashion: '/fashion',
  generalTrading: '/general-trading',
  dmc: '/dmc',
  gsa: '/gsa',
  logistics: '/logistics',
  it: '/it',
  qrLink: '/qr-link',
  mediaCenter: '/media-center',
  mediaCenterInner1: '/media-center-inner1',
  mediaCenterInner2: '/media-center-inner2',
  mediaCenterInner3: '/media-center-inner3',
  mediaCenterInner4: '/media-center-inner4',
  mediaCenterInner5: '/media-center-inner5',
  mediaDay: '/media-day',
  newsEventsInner: '/news-events-inner',
  newsletter: '/newsletter/:id',
  contactUs: '/contact-us',
  worldWide: '/world-wide',
  privacyPolicy: '/privacy-policy',
  terms: '/t&c',
} as const;

/** A route of the site as the route table writes it (parameters included). */
export type SitePath = (typeof paths)[keyof typeof paths];

/** A route a link can open as written: every route without a parameter. */
export type PagePath = Exclude<SitePath, `${string}:${string}`>;

/** An internal link: a page of the site, optionally to a section of it. */
export type InternalHref = PagePath | `${PagePath}#${string}`;

/** A link to a section of the page it is on: `#` and the section's element id. */
export type SectionHref = `#${string}`;

/** A link to another site (a brand's site, a social profile): an absolute https URL, never a path of this one. */
export type ExternalHref = `https://${string}`;

/**
 * Every route without a parameter, in the order of the site's route table: what route lists and tests walk.
 * @internal (exported for tests and tools only)
 */
export const pagePaths = Object.values(paths).filter((path): path is PagePath => !path.includes(':'));
