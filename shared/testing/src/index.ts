/**
 * The test kit, Jest only: jsdom stand-ins (matchMedia, IntersectionObserver, scrollIntoView, dialogs; each put back
 * after its test), the platform harness the shell gives a page, the page-loaded flag, a location probe, a toast's
 * lifetime, a remote's registry record and its versions, and the swiper stand-in jest.config.js maps swiper to.
 */
export { restoreStubs, stubProperty } from './stubs';
export { stubMatchMedia } from './match-media';
export { stubIntersectionObserver, type IntersectionObserverStub } from './intersection-observer';
export { stubDialog, stubScrollIntoView } from './dom-stubs';
export { TestPlatform } from './test-platform';
export { renderWithKitWords, WithKitWords } from './kit-words';
export { LoadedFlag, loadedFlag, reportPageLoaded } from './loaded-flag';
export { LocationProbe } from './location-probe';
export { carouselsLive, islandsLive, loadHero, renderPage, renderPageModule } from './render-page';
export { fakeSwiper, default as Swiper } from './swiper-mock';
export { remoteRecord, remoteVersion } from './remote-version';
export { holdEarly, servePage, typeBeforeAdoption } from './serve-for-test';
export { TestRouter } from './test-router';
export { sitePagePaths } from './site-paths';
export { toastLifetime } from './toast-lifetime';
