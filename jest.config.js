/** Unit and component tests beside the code, in every workspace (jsdom + Testing Library). */
const swc = ['@swc/jest', { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } }, target: 'es2022' }, module: { type: 'commonjs' } }];

export default {
  testEnvironment: 'jsdom',
  roots: ['<rootDir>/shared', '<rootDir>/shell', '<rootDir>/mfe-about', '<rootDir>/mfe-brands', '<rootDir>/mfe-media', '<rootDir>/mfe-contact', '<rootDir>/mfe-legal', '<rootDir>/tools'],
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
  transform: { '^.+\\.(t|j)sx?$': swc },
  moduleNameMapper: {
    '\\.module\\.css$': 'identity-obj-proxy',
    '\\.css$': '<rootDir>/tools/jest/style-stub.cjs',
    '\\.(svg|png|webp|avif|jpg|mp4|webm|woff2|pdf)$': '<rootDir>/tools/jest/file-stub.cjs',
    '^@bbg/shared/(.*)$': '<rootDir>/shared/src/$1',
  },
  setupFilesAfterEnv: ['<rootDir>/tools/jest/setup.ts'],
  clearMocks: true,
  restoreMocks: true,
};
