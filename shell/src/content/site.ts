/** The site's own words: its description, the home page's and that of any page without its own. */
export const description =
  'BBG: travel, electronics, fashion, general trading, IT, logistics and GSA businesses across the Middle East, Africa and Asia.';
