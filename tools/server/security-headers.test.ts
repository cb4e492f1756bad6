/**
 * @jest-environment node
 */
import { defaultRuntimeConfig } from '@bbg/contract';
import { cacheControl, contentSecurityPolicy, securityHeaders } from './security-headers';

describe('security headers', () => {
  it('lets only the newsletter route frame documents, and only newsletters be framed', () => {
    expect(contentSecurityPolicy(defaultRuntimeConfig, '/')).toContain("frame-src 'none'");
    expect(contentSecurityPolicy(defaultRuntimeConfig, '/newsletter/2', ['https://docs.example'])).toContain("frame-src 'self' https://docs.example");
    for (const localized of ['/fr/newsletter/2', '/AR/Newsletter/2']) expect(contentSecurityPolicy(defaultRuntimeConfig, localized)).toContain("frame-src 'self'");
    expect(contentSecurityPolicy(defaultRuntimeConfig, '/fr/about-us')).toContain("frame-src 'none'");
    expect(contentSecurityPolicy(defaultRuntimeConfig, '/newsletters/bbg-newsletter-1.html')).toContain("frame-ancestors 'self'");
    expect(contentSecurityPolicy(defaultRuntimeConfig, '/about-us')).toContain("frame-ancestors 'none'");
  });

  it('lets the newsletter route frame exactly the configured document host: this origin for the samples, else storage', () => {
    const frameSrc = (config: typeof defaultRuntimeConfig, path: string) => /frame-src ([^;]*)/.exec(contentSecurityPolicy(config, path))?.[1];
    expect(frameSrc(defaultRuntimeConfig, '/newsletter/1')).toBe("'self'");
    expect(frameSrc(defaultRuntimeConfig, '/Newsletter/1/')).toBe("'self'");
    const newsletterStorageOrigin = 'https://newsletters.bbgroup.example';
    const production = { ...defaultRuntimeConfig, newsletterBaseUrl: `${newsletterStorageOrigin}/issues` };
    expect(frameSrc(production, '/newsletter/1')).toBe(newsletterStorageOrigin);
    expect(frameSrc(production, '/news-events-inner')).toBe("'none'");
    expect(frameSrc(production, '/newsletter/1/extra')).toBe("'none'");
  });

  it('lets beacons reach the vitals host: a path needs only this origin, an https URL adds its origin', () => {
    const connectSrc = (vitalsUrl: string) => /connect-src ([^;]*)/.exec(contentSecurityPolicy({ ...defaultRuntimeConfig, vitalsUrl }, '/'))?.[1];
    expect(connectSrc('')).toBe("'self'");
    expect(connectSrc('/vitals')).toBe("'self'");
    expect(connectSrc('https://rum.bbgroup.example/v1/vitals')).toBe("'self' https://rum.bbgroup.example");
  });

  it('caches versioned and hashed files forever and the registry never', () => {
    expect(cacheControl('/remotes/legal/1.0.0-abc/remoteEntry.js')).toContain('immutable');
    expect(cacheControl('/static/js/main.123.js')).toContain('immutable');
    expect(cacheControl('/registry.json')).toBe('no-store');
    expect(cacheControl('/index.html')).toBe('no-cache');
  });

  it('sends fonts without the document policies, and every other path with them', () => {
    const names = (path: string) => securityHeaders(defaultRuntimeConfig, path).map(([name]) => name);
    for (const font of ['/static/fonts/inter.0123456789.woff2', '/remotes/about/1.0.0-abc/static/fonts/sora.0123456789.woff']) {
      expect(names(font)).toEqual(['X-Content-Type-Options', 'Referrer-Policy']);
    }
    const documentPolicies = ['Content-Security-Policy', 'Permissions-Policy'];
    for (const path of ['/', '/about-us', '/static/media/hero.1.svg', '/static/fonts/', '/static/fonts/nested/x.woff2', '/x/static/fonts/a.woff2']) {
      expect(names(path)).toEqual(expect.arrayContaining(documentPolicies));
    }
  });

  it('sends nosniff, a strict referrer policy and a permissions policy that turns off every sensitive feature, word for word', () => {
    expect(Object.fromEntries(securityHeaders(defaultRuntimeConfig, '/about-us').filter(([name]) => name !== 'Content-Security-Policy'))).toEqual({
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
    });
  });

  it('allows no inline code, no plugins and no other origin by default, on every path', () => {
    for (const path of ['/', '/newsletter/1', '/newsletters/bbg-newsletter-1.html']) {
      expect(contentSecurityPolicy(defaultRuntimeConfig, path).split('; ')).toEqual(
        expect.arrayContaining(["default-src 'self'", "script-src 'self'", "style-src 'self'", "img-src 'self' data:", "object-src 'none'", "base-uri 'self'", "form-action 'self'"]),
      );
    }
  });

  it('sends no Cross-Origin-Opener-Policy: it would start a new renderer process for every arriving visitor', () => {
    for (const path of ['/', '/about-us', '/newsletter/1']) {
      expect(securityHeaders(defaultRuntimeConfig, path).map(([name]) => name.toLowerCase())).not.toContain('cross-origin-opener-policy');
    }
  });
});

