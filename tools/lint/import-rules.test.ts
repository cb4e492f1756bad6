/** @jest-environment node */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';

const repo = resolve(__dirname, '../..');

// ESLint loads its config with import(), which Jest's module sandbox refuses: the repository's config runs in a child.
const LINT_TREE = `
import { ESLint } from 'eslint';
const [cwd, config] = process.argv.slice(1);
const results = await new ESLint({ cwd, overrideConfigFile: config }).lintFiles(['.']);
const rules = Object.fromEntries(results.map((result) => [result.filePath.slice(cwd.length + 1), result.messages.map((message) => message.ruleId)]));
process.stdout.write(JSON.stringify(rules));
`;

/** Lints a tree of files, laid out as in the repository, with the repository's ESLint config; returns each file's rule ids. */
function lintTree(files: Record<string, string>): Record<string, (string | null)[]> {
  const root = mkdtempSync(join(tmpdir(), 'bbg-lint-'));
  try {
    for (const [path, code] of Object.entries(files)) {
      mkdirSync(dirname(join(root, path)), { recursive: true });
      writeFileSync(join(root, path), code);
    }
    const output = execFileSync(process.execPath, ['--input-type=module', '-e', LINT_TREE, root, join(repo, 'eslint.config.js')], { cwd: repo, encoding: 'utf8' });
    return JSON.parse(output) as Record<string, (string | null)[]>;
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

/** A remote reaching into the project's own shared packages by a relative path: what the rule must reject. */
const RELATIVE_INTO_SHARED = ['..', '..', '..', '..', 'shared', 'kit', 'src', 'ui', 'art', 'art'].join('/');
const RESTRICTED = '@typescript-eslint/no-restricted-imports';
const LAYERS = 'no-restricted-imports';

const rules = lintTree({
  'mfe-about/src/pages/a/relative-shared.ts': `import { artTopics } from '${RELATIVE_INTO_SHARED}';\nexport const topics = artTopics;\n`,
  'mfe-about/src/pages/a/deep-import.ts': "import { artTopics } from '@bbg/kit/ui/art/art';\nexport const topics = artTopics;\n",
  'mfe-about/src/pages/a/entry-point.ts': "import { artTopics } from '@bbg/kit';\nexport const topics = artTopics;\n",
  'mfe-about/src/pages/a/global-styles.ts': "import '@bbg/kit/tokens.css';\nexport const styled = true;\n",
  'mfe-about/src/pages/a/router.ts': "import { Link } from '@bbg/router';\nexport const link = Link;\n",
  'mfe-about/src/pages/a/helper.ts': "import { renderPage } from '@bbg/testing';\nexport const render = renderPage;\n",
  'mfe-about/src/pages/a/helper.test.ts': "import { renderPage } from '@bbg/testing';\nexport const render = renderPage;\n",
  'shared/kit/src/ui/a/later-layer.ts': "import { renderStandalone } from '@bbg/standalone';\nexport const render = renderStandalone;\n",
  'shared/kit/src/ui/a/earlier-layer.ts': "import { paths } from '@bbg/contract';\nexport const home = paths.home;\n",
  'shared/contract/src/a/any-package.ts': "import { Section } from '@bbg/kit';\nexport const section = Section;\n",
  'mfe-about/src/pages/a/other-folder-css.ts': "import styles from '../b/b.module.css';\nexport const classes = styles;\n",
  'mfe-about/src/pages/a/kit-css.ts': "import styles from '@bbg/kit/ui/banner/banner.module.css';\nexport const classes = styles;\n",
  'mfe-about/src/pages/a/own-css.ts': "import styles from './own-css.module.css';\nexport const classes = styles;\n",
  'shared/kit/src/ui/a/other-folder-css.ts': "import styles from '../b/b.module.css';\nexport const classes = styles;\n",
  'shared/kit/src/cycle/first.ts': "import { second } from './second';\nexport const first = (): string => second();\n",
  'shared/kit/src/cycle/second.ts': "import { first } from './first';\nexport const second = (): string => typeof first;\n",
  'shared/kit/src/cycle/outside.ts': "import { first } from './first';\nexport const outside = first;\n",
});

describe('lint says what the house style says', () => {
  it('refuses a relative import into shared/ and a deep import into a package, and takes its entry point', () => {
    expect(rules['mfe-about/src/pages/a/relative-shared.ts']).toEqual([RESTRICTED]);
    expect(rules['mfe-about/src/pages/a/deep-import.ts']).toEqual([RESTRICTED]);
    expect(rules['mfe-about/src/pages/a/entry-point.ts']).toEqual([]);
    expect(rules['mfe-about/src/pages/a/global-styles.ts']).toEqual([]);
  });

  it('keeps the router to its owners and the testing package to tests', () => {
    expect(rules['mfe-about/src/pages/a/router.ts']).toEqual([LAYERS]);
    expect(rules['mfe-about/src/pages/a/helper.ts']).toEqual([LAYERS]);
    expect(rules['mfe-about/src/pages/a/helper.test.ts']).toEqual([]);
  });

  it('lets a shared package import only the layers before it', () => {
    expect(rules['shared/kit/src/ui/a/later-layer.ts']).toEqual([LAYERS]);
    expect(rules['shared/kit/src/ui/a/earlier-layer.ts']).toEqual([]);
    expect(rules['shared/contract/src/a/any-package.ts']).toEqual([LAYERS]);
  });

  it("refuses another folder's CSS module, in an app and in the kit, and takes the file's own", () => {
    expect(rules['mfe-about/src/pages/a/other-folder-css.ts']).toEqual([RESTRICTED]);
    // Twice: a deep import, and another folder's CSS module.
    expect(rules['mfe-about/src/pages/a/kit-css.ts']).toEqual([RESTRICTED, RESTRICTED]);
    expect(rules['shared/kit/src/ui/a/other-folder-css.ts']).toEqual([RESTRICTED]);
    expect(rules['mfe-about/src/pages/a/own-css.ts']).toEqual([]);
  });

  it('refuses an import cycle in each of its files, and not in a file that only imports one', () => {
    expect(rules['shared/kit/src/cycle/first.ts']).toEqual(['import-x/no-cycle']);
    expect(rules['shared/kit/src/cycle/second.ts']).toEqual(['import-x/no-cycle']);
    expect(rules['shared/kit/src/cycle/outside.ts']).toEqual([]);
  });
});
