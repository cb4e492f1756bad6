/** @jest-environment node */
import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';

const repo = resolve(__dirname, '../..');

// Stylelint is an ES module that Jest's module sandbox cannot load: the repository's config runs in a child.
const LINT_CODE = `
import stylelint from 'stylelint';
const [code, configFile] = process.argv.slice(1);
const { results } = await stylelint.lint({ code, codeFilename: 'mfe-x/src/x.module.css', configFile });
process.stdout.write(JSON.stringify(results[0].warnings.map((warning) => warning.rule)));
`;

/** The rules the repository's Stylelint config reports for a stylesheet. */
const lintCss = (code: string): string[] =>
  JSON.parse(execFileSync(process.execPath, ['--input-type=module', '-e', LINT_CODE, code, resolve(repo, 'stylelint.config.js')], { cwd: repo, encoding: 'utf8' })) as string[];

describe("the stylesheets' lint rules", () => {
  it('refuses physical properties and keywords, one report each', () => {
    expect(lintCss('.a { margin-left: 1rem; padding-top: 0; width: 2rem; top: 0; text-align: left; }')).toEqual(Array(5).fill(expect.stringMatching(/^logical-css\//)));
  });

  it('takes their logical forms, viewport units and the overflow axes', () => {
    expect(lintCss('.a { margin-inline-start: 1rem; padding-block-start: 0; inline-size: 2rem; inset-block-start: 0; text-align: start; min-block-size: 100svh; overflow-x: auto; }')).toEqual([]);
  });
});
