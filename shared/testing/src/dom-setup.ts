/**
 * Jest's setup for a suite on jsdom (jest-setup.ts loads it where there is a document): Testing Library's matchers,
 * and its cleanup, which unmounts what a test rendered.
 */
import '@testing-library/jest-dom';
import '@testing-library/react';
