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
  include: production ? ['exports', 'types'] : ['files', 'exports', 'types', 'duplicates'],
  ignoreExportsUsedInFile: production,
  workspaces: {
    '.': { project: ['*.js', 'types/**/*.ts'] },
    // The shell's browser entry, its server renderer and the boot script's entry, which the pre-render bundles by path.
    shell: app(['src/index.ts!', 'src/server/render.tsx!', 'src/boot/index.ts!']),
    // A remote's pages are its federation exposes: the files its page table (src/app/routes.ts) names as data, which
    // rspack.config.ts imports; the entries' lazy imports reach the same files. Its own Playwright suite (e2e/, run
    // alone by e2e/playwright.config.ts) is a test entry, which `knip --production` leaves out.
    'mfe-*': { ...app(['src/index.ts!', 'e2e/*.spec.ts']), project: ['src/**/*.{ts,tsx,js}!', 'e2e/**/*.ts'] },
    // The shared packages: each is entered by its front door (src/index.ts, the exports map). Besides: the kit's
    // stylesheets in order, which the build puts first in every exposed page, and the federation start-up plugin and
    // the standalone runtime script, which the build names by path (tools/rspack/create-config.ts).
    'shared/*': { project: ['src/**/*.{ts,tsx}!'] },
    'shared/kit': { entry: ['src/ui/kit-styles.ts!'], project: ['src/**/*.{ts,tsx}!'] },
    'shared/runtime': { entry: ['src/federation/start-up-plugin.ts!'], project: ['src/**/*.{ts,tsx}!'] },
    'shared/standalone': { entry: ['src/provide-federation-runtime.ts!'], project: ['src/**/*.{ts,tsx}!'] },
    'shared/catalogue': app(['src/index.ts!']),
    // The bbg command loads tools/cli/<command>.ts by name; loaders, the swapped federation env and the fixtures
    // tests run as processes, by path.
    tools: {
      entry: ['deploy/{publish-shell,registry-writer}.fixture.ts', 'cli/*.ts!', 'imagery/{generate-*,rasterize}.ts!', 'rspack/*.{cjs,js}!', 'rspack/path-only-public-path.ts!', 'rspack/server-public-path.ts!', 'jest/*.{ts,cjs,mjs}'],
      project: ['**/*.{ts,tsx,js,mjs,cjs}!'],
    },
    // The journeys; its front door, support/index.ts (the exports map, an entry by itself), is how each remote's own
    // suite imports the helpers, as @bbg/e2e.
    e2e: { entry: ['**/*.spec.ts'], project: ['**/*.ts'] },
  },
};
