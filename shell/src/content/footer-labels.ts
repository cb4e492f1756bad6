/** The words the footer prints around its links and offices: `<locale>/footer-labels.json`. */
export interface FooterLabelsCatalogue {
  readonly footerLabels: {
    readonly tagline: string;
    readonly social: string;
    readonly opensInNewTab: string;
    readonly navigation: string;
    readonly explore: string;
    readonly offices: string;
    /** An office's name: `{city}, {country}`, with the language's comma. */
    readonly office: string;
    /** Before an office's phone number, for screen readers: `{city}`. */
    readonly call: string;
    readonly newsletter: string;
    readonly newsletterLabel: string;
  };
}
