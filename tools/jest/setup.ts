import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';
import { restoreStubs } from '@bbg/shared/testing/stubs';

// jsdom lacks these; React Router needs them.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// The test kit's stand-ins (@bbg/shared/testing) last one test.
afterEach(restoreStubs);
