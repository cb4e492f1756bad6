/** The site's own words, `<locale>/site.json`: its description, the home page's and that of any page without its own. */
export interface SiteCatalogue {
  readonly description: string;
}
