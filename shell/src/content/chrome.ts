/** The words the shell's frame prints around every page, its landmarks, buttons and headings: `<locale>/chrome.json`. */
export interface ChromeCatalogue {
  readonly chrome: {
    readonly skipToContent: string;
    readonly home: string;
    readonly mainNavigation: string;
    readonly mobileNavigation: string;
    readonly openMenu: string;
    readonly closeMenu: string;
    readonly menu: string;
    /** A menu group's own page, `{title}` the group's: "About Us overview". */
    readonly overview: string;
    /** The name of the button that opens a menu group, `{title}` the group's: "About Us menu". */
    readonly groupMenu: string;
    /** The mobile menu writes the contact link's title this way (the client's copy). */
    readonly mobileContact: string;
    readonly loadingPage: string;
    readonly loadingSite: string;
    readonly fallback: {
      /** `{section}`: the section's name, which its remote declares in English; `{page}`: the page's title in the document's language. */
      readonly unavailable: string;
      readonly text: string;
      readonly retry: string;
    };
    readonly routeError: { readonly title: string; readonly home: string };
  };
}
