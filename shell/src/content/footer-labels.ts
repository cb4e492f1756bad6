/** The words the footer prints around its links and offices. */
export const footerLabels = {
  tagline: 'Travel, electronics, fashion, trading, IT, logistics and GSA across the Middle East, Africa and Asia.',
  social: 'BBG on social media',
  opensInNewTab: '(opens in a new tab)',
  navigation: 'Footer',
  explore: 'Explore',
  offices: 'Offices',
  call: 'Call',
  newsletter: 'Newsletter',
  newsletterLabel: 'Get BBG news in your inbox',
} as const;
