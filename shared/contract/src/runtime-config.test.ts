import { defaultRuntimeConfig, parseRuntimeConfig } from './runtime-config';

describe('parseRuntimeConfig', () => {
  it('fills what is missing from the defaults (loader 3000 ms)', () => {
    expect(parseRuntimeConfig({})).toEqual(defaultRuntimeConfig);
    expect(defaultRuntimeConfig.loaderDurationMs).toBe(3000);
  });

  it('accepts the provider host for the API', () => {
    expect(parseRuntimeConfig({ apiBaseUrl: 'https://api.provider.example' }).apiBaseUrl).toBe('https://api.provider.example');
  });

  it.each([
    [{ apiBaseUrl: 'https://api.example.com/' }, /apiBaseUrl/],
    [{ apiBaseUrl: 'javascript:alert(1)' }, /apiBaseUrl/],
    [{ careersUrl: 'http://insecure.example' }, /careersUrl/],
    [{ loaderDurationMs: -1 }, /loaderDurationMs/],
    [{ siteUrl: 'https://www.bbgroup.example/' }, /siteUrl/],
    [{ siteUrl: 'ftp://www.bbgroup.example' }, /siteUrl/],
    [null, /JSON object/],
  ])('refuses a malformed file with a clear message (%#)', (input, message) => {
    expect(() => parseRuntimeConfig(input)).toThrow(message);
  });

  it('takes the newsletter storage as an https base, \'\' meaning the shipped samples', () => {
    expect(defaultRuntimeConfig.newsletterBaseUrl).toBe('');
    expect(parseRuntimeConfig({ newsletterBaseUrl: 'https://newsletters.bbgroup.example/issues' }).newsletterBaseUrl).toBe('https://newsletters.bbgroup.example/issues');
    for (const newsletterBaseUrl of ['http://newsletters.example', 'https://newsletters.example/', 'javascript:alert(1)', '/newsletters', 'https://a.example/x?y=1', 42]) {
      expect(() => parseRuntimeConfig({ newsletterBaseUrl })).toThrow(/newsletterBaseUrl/);
    }
  });

  it('takes the vitals target as a path on this site or an https URL, \'\' meaning no metrics at all', () => {
    expect(defaultRuntimeConfig.vitalsUrl).toBe('');
    for (const vitalsUrl of ['/vitals', 'https://rum.bbgroup.example', 'https://rum.bbgroup.example/v1/vitals']) {
      expect(parseRuntimeConfig({ vitalsUrl }).vitalsUrl).toBe(vitalsUrl);
    }
    for (const vitalsUrl of ['vitals', '//rum.example/vitals', 'http://rum.example/vitals', 'https://', 'javascript:alert(1)', '/vitals here', 42]) {
      expect(() => parseRuntimeConfig({ vitalsUrl })).toThrow(/vitalsUrl/);
    }
  });
});
