/**
 * @jest-environment node
 */
import { previewSiteUrl } from './preview-url';

describe('where a preview link points', () => {
  it("is the live site the deployed config.json names, or this machine's server on its port when it names none", () => {
    expect(previewSiteUrl({ siteUrl: 'https://www.bbgroup.example' }, 8180)).toBe('https://www.bbgroup.example');
    expect(previewSiteUrl({ apiBaseUrl: '' }, 8180)).toBe('http://localhost:8180');
    expect(previewSiteUrl(undefined, 8080)).toBe('http://localhost:8080');
  });

  it('refuses a siteUrl that is not an origin, as config.json is checked everywhere', () => {
    expect(() => previewSiteUrl({ siteUrl: 'javascript:alert(1)' }, 8080)).toThrow(/siteUrl/);
  });
});
