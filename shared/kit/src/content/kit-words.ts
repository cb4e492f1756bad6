import type { KitWords } from '@bbg/contract';

/** The kit's controls in English: the default where no locale's words are provided. */
export const kitWords = {
  carousel: {
    roleDescription: 'carousel',
    slideRoleDescription: 'slide',
    slidePosition: '{n} of {count}',
    goToSlide: 'Go to slide {n}',
    previous: 'Previous slide',
    next: 'Next slide',
    pause: 'Pause carousel',
    play: 'Play carousel',
  },
  sections: { rail: 'Page sections', scrollDown: 'Scroll to next section' },
  subscribe: {
    placeholder: 'Enter your email',
    submit: 'Subscribe',
    invalidEmail: 'Please enter a valid email address',
    // The address is never sent anywhere, so the box claims no subscription.
    notSaved: 'Newsletter sign-up is not open at the moment, so your address was not saved.',
  },
  share: { button: 'Share', target: 'Share on {name} (opens in a new tab)', text: 'Check out this page from BBG!' },
  copyUrl: { button: 'Copy URL', copied: 'URL copied to clipboard!' },
  download: { failed: 'Failed to download the PDF. Please try again later.' },
  modal: { close: 'Close' },
  // react-toastify's own English.
  toasts: { region: 'Notifications Alt+T', close: 'close' },
  validation: {
    required: 'Please fill in this field.',
    choose: 'Please choose an option from the list.',
    check: 'Please tick this box to continue.',
    email: 'Please enter a valid email address, such as name@example.com.',
  },
  externalLink: { newTab: '(opens in a new tab)', website: 'website (opens in a new tab)' },
} as const satisfies KitWords;
