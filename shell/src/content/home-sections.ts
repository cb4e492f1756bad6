
/** The home page's sections in order: each one's anchor id and its dot's tooltip. */
export const homeSections = [
  { id: 'home-hero', tooltip: 'BBG' },
  { id: 'home-about', tooltip: 'About Us' },
  { id: 'home-experience', tooltip: '#Experience' },
  { id: 'home-brands', tooltip: 'Brands' },
  // The client's copy repeats "History" for the timeline and the culture photos; kept as written.
  { id: 'home-timeline', tooltip: 'History' },
  { id: 'home-culture', tooltip: 'History' },
  { id: 'home-news', tooltip: 'News/Events' },
  { id: 'home-partners', tooltip: 'Partners' },
] as const satisfies readonly { readonly id: string; readonly tooltip: string }[];

export type HomeSectionId = (typeof homeSections)[number]['id'];

export const closingCallToAction = {
  title: 'Want to Discover More About Us?',
  text: 'Explore our story, our people and the brands we build across the Middle East, Africa and Asia.',
  buttonText: 'Explore BBG',
  link: '/about-us',
} as const;
