/**
 * The routes whose critical path the journeys check, in the served head and in the browser: the home page, a remote
 * page with a hero picture, one with a form and no hero picture, and a text page; and the Arabic home page, whose
 * largest words are set in the Arabic face.
 */
export const ROUTES = ['/', '/about-us', '/media-center', '/contact-us', '/privacy-policy', '/ar'];
