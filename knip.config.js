// Dead-code check (`npm run lint` runs it twice): `knip` finds files and exports nothing imports, tests included;
// `knip --production` reads only what ships (tests, fixtures and test helpers left out) and finds exports that only
// tests import. There an export its own module also uses may stay exported, for a test to pin its value, and one
// marked `@internal` is a helper kept for tests and tools.
const production = process.argv.includes('--production');

// The rspack plugin would take each rspack.config.ts as a development file: it is the build's entry, so it is ours.
const app = (entry) => ({ entry: [...entry, 'rspack.config.ts!'], project: ['src/**/*.{ts,tsx,js}!'], rspack: false });

/** @type {import('knip').KnipConfig} */
export default {
  // Exports and files only: dependencies are npm's and the lock file's business.
  include: production ? ['exports', 'types', 'nsExports', 'nsTypes'] : ['files', 'exports', 'types', 'nsExports', 'nsTypes', 'duplicates'],
  ignoreExportsUsedInFile: production,
  workspaces: {
    '.': { project: ['*.js', 'types/**/*.ts'] },
    // The shell's browser entry, its server renderer and the boot script the pre-render inlines by path.
    shell: app(['src/index.ts!', 'src/server/render.tsx!', 'src/boot/boot.js!']),
    // A remote's pages are its federation exposes: the files its page table (src/app/routes.ts) names as data, which
    // rspack.config.ts imports; the entries' lazy imports reach the same files.
    'mfe-*': app(['src/index.ts!']),
    // The kit: its catalogue, the platform (a federation singleton any remote may call, shared-dependencies.ts), and
    // the kit's stylesheets in order, which the build puts first in every exposed page (create-config.ts).
    shared: {
      entry: ['catalogue/index.ts!', 'src/platform/index.ts!', 'src/standalone/provide-federation-runtime.ts!', 'src/ui/kit-styles.ts!', 'rspack.config.ts!'],
      project: ['src/**/*.{ts,tsx}!', 'catalogue/**/*.{ts,tsx}!'],
      rspack: false,
    },
    // The bbg command loads tools/cli/<command>.ts by name; loaders, the swapped federation env and the fixtures
    // tests run as processes, by path.
    tools: {
      entry: ['deploy/{publish-shell,registry-writer}.fixture.ts', 'cli/*.ts!', 'imagery/{generate-*,rasterize}.ts!', 'rspack/*.{cjs,js}!', 'rspack/path-only-public-path.ts!', 'rspack/server-public-path.ts!', 'jest/*.{ts,cjs,mjs}'],
      project: ['**/*.{ts,tsx,js,mjs,cjs}!'],
    },
    e2e: { entry: ['**/*.spec.ts'], project: ['**/*.ts'] },
  },
};
