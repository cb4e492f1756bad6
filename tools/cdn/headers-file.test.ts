/**
 * @jest-environment node
 */
import { defaultRuntimeConfig, type RuntimeConfig } from '@bbg/contract';
import { cacheControl, isFontFile, securityHeaders } from '../server/security-headers';
import { headersFile } from './headers-file';

interface Rule {
  readonly matches: RegExp;
  readonly lines: readonly string[];
}

function parse(text: string): Rule[] {
  const rules: { pattern: string; lines: string[] }[] = [];
  for (const line of text.split('\n')) {
    if (line === '' || line.startsWith('#')) continue;
    if (line.startsWith('/')) rules.push({ pattern: line, lines: [] });
    else rules.at(-1)?.lines.push(line.trim());
  }
  const toRegExp = (pattern: string): RegExp =>
    new RegExp(`^${pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*').replace(/:[a-z]+/g, '[^/]+')}$`);
  return rules.map((rule) => ({ matches: toRegExp(rule.pattern), lines: rule.lines }));
}

/** Cloudflare Pages: every matching rule applies; `! Name` drops what an earlier rule set; repeats are joined. */
function cloudflare(rules: readonly Rule[], path: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const rule of rules.filter((r) => r.matches.test(path))) {
    for (const line of rule.lines) {
      if (line.startsWith('! ')) delete headers[line.slice(2)];
      else {
        const [name = '', value = ''] = line.split(/: (.*)/s);
        headers[name] = headers[name] ? `${headers[name]}, ${value}` : value;
      }
    }
  }
  return headers;
}

/** Netlify: every matching rule applies, a later rule's value replacing an earlier one (the `!` lines deleted). */
function netlify(rules: readonly Rule[], path: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const rule of rules.filter((r) => r.matches.test(path))) {
    for (const line of rule.lines.filter((l) => !l.startsWith('! '))) {
      const [name = '', value = ''] = line.split(/: (.*)/s);
      headers[name] = value;
    }
  }
  return headers;
}

const npmStart = (config: RuntimeConfig, path: string): Record<string, string> => ({
  ...Object.fromEntries(securityHeaders(config, path)),
  'Cache-Control': cacheControl(path),
});

/** Netlify cannot take a site-wide header off a path: a font keeps the document policies the site-wide rule sets. */
const netlifyExpects = (config: RuntimeConfig, path: string): Record<string, string> =>
  isFontFile(path) ? { ...Object.fromEntries(securityHeaders(config, '/static/js/main.0123456789.js')), 'Cache-Control': cacheControl(path) } : npmStart(config, path);

const paths = [
  '/',
  '/about-us',
  '/index.html',
  '/app.html',
  '/config.json',
  '/sitemap.xml',
  '/robots.txt',
  '/registry.json',
  '/static/js/main.0123456789.js',
  '/static/media/hero.0123456789.avif',
  '/static/fonts/inter-latin-400-normal.0123456789.woff2',
  '/remotes/about/1.0.0-0123456789ab/static/fonts/sora-latin-700-normal.0123456789.woff',
  '/remotes/legal/1.0.0-0123456789ab/remoteEntry.js',
  '/remotes/media/1.0.0-0123456789ab/static/js/1.0123456789.js',
  '/remotes/media/1.0.0-0123456789ab/newsletters/issue-1.html',
  '/newsletters/issue-1.css',
  '/newsletter/12',
  '/newsletter/12/',
  '/fr/newsletter/12',
  '/ar/newsletter/12/',
  '/ar/about-us',
  '/no-such-page',
];

describe('the _headers file', () => {
  const config: RuntimeConfig = { ...defaultRuntimeConfig, apiBaseUrl: 'https://api.example.com', newsletterBaseUrl: 'https://docs.example.com/newsletters/' };
  const rules = parse(headersFile(config));

  it.each(paths)('gives %s the headers npm start sends, read as Cloudflare Pages and as Netlify read it', (path) => {
    expect(cloudflare(rules, path)).toEqual(npmStart(config, path));
    expect(netlify(rules, path)).toEqual(netlifyExpects(config, path));
  });

  it('spells out the cache rules and the security headers', () => {
    const text = headersFile(config);
    expect(text).toContain('/registry.json\n  ! Cache-Control\n  Cache-Control: no-store');
    expect(text).toContain('/static/*\n  ! Cache-Control\n  Cache-Control: public, max-age=31536000, immutable');
    expect(text).toContain('/static/fonts/*\n  ! Content-Security-Policy\n  ! Permissions-Policy\n\n');
    expect(text).not.toMatch(/Cross-Origin-Opener-Policy/i);
    expect(text).toMatch(/^\/\*\n {2}X-Content-Type-Options: nosniff\n {2}Referrer-Policy: .+\n {2}Permissions-Policy: .+\n {2}Content-Security-Policy: default-src 'self'.*connect-src 'self' https:\/\/api\.example\.com.*\n {2}Cache-Control: no-cache$/m);
  });
});
