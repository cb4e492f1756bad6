import type { InternalHref } from '@bbg/contract';

export interface Office {
  readonly city: string;
  readonly country: string;
  readonly address: string;
  readonly phone: string;
}

interface FooterLink {
  readonly title: string;
  readonly href: InternalHref;
}

/** The footer's links, offices and copyright line: `<locale>/footer.json`. */
export interface FooterCatalogue {
  readonly footerLinks: readonly FooterLink[];
  readonly offices: readonly Office[];
  readonly COPYRIGHT: string;
  readonly legalLinks: readonly FooterLink[];
}
