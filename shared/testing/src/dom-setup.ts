/**
 * Jest's setup for a suite on jsdom (jest-setup.ts loads it where there is a document): Testing Library's matchers,
 * and its cleanup, which unmounts what a test rendered.
 */
import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// findBy… and waitFor wait up to 3 s, not 1: a lazy part's first import is compiled by Jest, which on a loaded machine
// (two cores, a load of 30) took over a second twice, failing a test that passes alone. Only a failing test waits longer.
configure({ asyncUtilTimeout: 3000 });
