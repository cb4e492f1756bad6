/**
 * Jest's setup for every suite (jest.config.js, setupFilesAfterEnv). It loads only what every suite needs, not the
 * test kit's front door, which would bring the router, the kit and the server renderer into every suite, the tools'
 * node suites included (docs/decisions/0036-ci-time-with-three-locales.md). A node suite (`@jest-environment node`)
 * renders nothing, so it does not load Testing Library either, nor React DOM with it
 * (docs/decisions/0044-ci-time-left-in-the-tests.md).
 */
// The matchers' types for every test file typechecked with this one (tsconfig.json, create-remote's built test).
/// <reference types="@testing-library/jest-dom" />
import { restoreStubs } from './stubs';

// Loaded before the afterEach below, so Testing Library's cleanup (it unmounts what a test rendered) runs first,
// while the test's stand-ins are still in place: a modal closing on unmount needs the dialog stand-in's close().
// eslint-disable-next-line @typescript-eslint/no-require-imports -- only a suite with a document renders into one
if (typeof document !== 'undefined') require('./dom-setup');

// The test kit's stand-ins last one test.
afterEach(restoreStubs);
