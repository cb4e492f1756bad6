/**
 * @jest-environment node
 */
import { assignModuleIds, idRange, portableModuleName, withoutRoot } from './portable-module-ids';

const identifiers = (root: string): string[] => [
  `consume shared module (default) react@19.3.1 (strict) (fallback: ${root}/node_modules/react/index.js)`,
  `provide shared module (default) react@19.3.1 = ${root}/node_modules/react/index.js`,
  `builtin:swc-loader??ruleSet[1].rules[1].use[0]!${root}/mfe-legal/src/index.ts`,
  `css/auto|${root}/mfe-legal/src/legal.module.css`,
  `data:text/javascript,import%20x%20from%20%22${encodeURIComponent(`${root}/node_modules/runtime/index.cjs`)}%22|${root.length % 2 ? '92a007878ccbb4e4' : '3ec6c440a678c74f'}`,
];

describe('portable module names', () => {
  it('take the checkout folder out of every form of identifier, plain or URI-encoded, and drop a trailing hash', () => {
    expect(identifiers('/tmp/a').map((id) => portableModuleName(id, '/tmp/a'))).toEqual(identifiers('/home/ci/checkout-two').map((id) => portableModuleName(id, '/home/ci/checkout-two/')));
    expect(portableModuleName(`consume shared module (fallback: /r/node_modules/react/index.js)`, '/r')).toBe('consume shared module (fallback: node_modules/react/index.js)');
    expect(portableModuleName('javascript/esm|/r/node_modules/x.mjs|386fb1214076f9ea', '/r')).toBe('javascript/esm|node_modules/x.mjs');
  });

  it('keep paths outside the checkout, and a root that is only a prefix of a folder name', () => {
    expect(withoutRoot('/r/a.ts /rest/b.ts /usr/lib/c.js', '/r')).toBe('a.ts /rest/b.ts /usr/lib/c.js');
  });
});

describe('module ids', () => {
  const names = (root: string) => identifiers(root).map((id) => ({ name: portableModuleName(id, root), tieBreak: withoutRoot(id, root) }));

  it('are the same for the same modules in any folder and in any order', () => {
    const here = assignModuleIds(names('/tmp/a'));
    expect(assignModuleIds(names('/home/ci/checkout-two'))).toEqual(here);
    expect(assignModuleIds([...names('/x')].reverse())).toEqual([...here].reverse());
  });

  it('are unique numbers in a range twenty times the module count, even when names collide', () => {
    const many = Array.from({ length: 3000 }, (_, i) => ({ name: `module ${i % 2000}`, tieBreak: `module ${i}` }));
    const ids = assignModuleIds(many);
    expect(new Set(ids).size).toBe(many.length);
    expect(Math.max(...ids)).toBeLessThan(idRange(many.length));
    expect(idRange(many.length)).toBe(100_000);
    expect(idRange(5)).toBe(1000);
  });
});
