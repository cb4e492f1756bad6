/**
 * Jest's setup for every suite (jest.config.js, setupFilesAfterEnv). It loads only what every suite needs, not the
 * test kit's front door, which would bring the router, the kit and the server renderer into every suite, the tools'
 * node suites included (docs/decisions/0036-ci-time-with-three-locales.md).
 */
import '@testing-library/jest-dom';
// Imported before the afterEach below, so Testing Library's cleanup (it unmounts what a test rendered) runs first,
// while the test's stand-ins are still in place: a modal closing on unmount needs the dialog stand-in's close().
import '@testing-library/react';
import { restoreStubs } from './stubs';

// The test kit's stand-ins last one test.
afterEach(restoreStubs);
