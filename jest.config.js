import { readFileSync } from 'node:fs';
import { globSync } from 'tinyglobby';

/** Unit and component tests beside the code, in every workspace the root's globs name (jsdom + Testing Library). */
const { workspaces } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const workspaceRoots = globSync(workspaces, { cwd: import.meta.dirname, onlyDirectories: true, expandDirectories: false }).map((dir) => `<rootDir>/${dir}`);
const swcJest = ['@swc/jest', { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } }, target: 'es2022' }, module: { type: 'commonjs' } }];

export default {
  testEnvironment: '<rootDir>/tools/jest/jsdom-environment.mjs',
  roots: workspaceRoots,
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  // *.built.test.ts publish the built site: they run after the build (npm run test:e2e sets BBG_BUILT=1).
  testPathIgnorePatterns: ['/node_modules/', '/dist/', '/dist-private/', ...(process.env.BBG_BUILT === '1' ? [] : ['\\.built\\.test\\.ts$'])],
  transform: { '^.+\\.tsx?$': swcJest },
  moduleNameMapper: {
    '\\.module\\.css$': 'identity-obj-proxy',
    // One swiper stand-in for every test: jsdom cannot lay swiper out.
    '^swiper(/modules)?$': '<rootDir>/shared/testing/src/swiper-mock.tsx',
    '^swiper/css.*$': '<rootDir>/tools/jest/style-stub.cjs',
    '\\.css$': '<rootDir>/tools/jest/style-stub.cjs',
    '\\.(svg|png|webp|avif|jpg|mp4|webm|woff2|pdf)$': '<rootDir>/tools/jest/file-stub.cjs',
  },
  setupFilesAfterEnv: ['<rootDir>/shared/testing/src/jest-setup.ts'],
  // Jest leaves one core to its own process by default: one worker on CI's two cores. CI runs nothing beside it.
  ...(process.env.CI ? { maxWorkers: '100%' } : {}),
  clearMocks: true,
  restoreMocks: true,
};
