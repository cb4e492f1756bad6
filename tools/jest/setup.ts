import '@testing-library/jest-dom';
import { restoreStubs } from '@bbg/testing';

// The test kit's stand-ins (@bbg/testing) last one test.
afterEach(restoreStubs);
