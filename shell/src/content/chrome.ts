/** The words the shell's frame prints around every page: its landmarks, buttons and headings. */
export const chrome = {
  skipToContent: 'Skip to content',
  home: 'BBG home',
  mainNavigation: 'Main',
  mobileNavigation: 'Mobile',
  openMenu: 'Open menu',
  closeMenu: 'Close menu',
  menu: 'Menu',
  /** After a menu group's title, its own page: "About Us overview". */
  overview: 'overview',
  /** The mobile menu writes the contact link's title this way (the client's copy). */
  mobileContact: 'Contact US',
  loadingPage: 'Loading page',
  loadingSite: 'Loading BBG',
  fallback: {
    /** `{section}`: the section's name. */
    unavailable: '{section} is unavailable right now',
    text: 'This part of the site could not be loaded. The rest of the site still works. Please try again in a moment.',
    retry: 'Retry',
  },
  routeError: { title: 'Unexpected Application Error!', home: 'Back to the home page' },
} as const;
