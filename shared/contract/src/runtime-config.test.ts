import { parseRuntimeConfig } from './runtime-config';
import { defaultRuntimeConfig, readRuntimeConfig } from './runtime-config-rules';

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

  it('refuses a URL that has the shape of one and does not parse, which the server would build its CSP from', () => {
    for (const field of ['apiBaseUrl', 'companyProfileUrl', 'careersUrl', 'newsletterBaseUrl', 'vitalsUrl', 'siteUrl']) {
      for (const url of ['https://exa[mple.com', 'https://a.example:99999', 'https://a b.example']) {
        expect(() => parseRuntimeConfig({ [field]: url })).toThrow(new RegExp(`^config\\.json: ${field} .*, got ${url.replace(/[.[]/g, '\\$&')}$`));
      }
    }
  });

  it('names the file, the field and what it got, and checks the fields in a fixed order', () => {
    expect(() => parseRuntimeConfig({ apiBaseUrl: 'api.example.com' })).toThrow(new Error("config.json: apiBaseUrl must be '' or an origin like https://api.example.com, got api.example.com"));
    expect(() => parseRuntimeConfig({ siteUrl: 'x', careersUrl: null })).toThrow(new Error('config.json: careersUrl must be a path or an https URL, got null'));
    expect(() => parseRuntimeConfig({ loaderDurationMs: JSON.parse('1e999') as number })).toThrow(new Error('config.json: loaderDurationMs must be a number of milliseconds, 0 or more'));
    expect(() => parseRuntimeConfig('{}')).toThrow(new Error('config.json must hold a JSON object'));
    expect(() => parseRuntimeConfig({ healthSampleRate: 1.5 })).toThrow(new Error('config.json: healthSampleRate must be a number from 0 to 1'));
  });

  it('samples every page load by default, and takes any share from 0 to 1', () => {
    expect(defaultRuntimeConfig.healthSampleRate).toBe(1);
    for (const healthSampleRate of [0, 0.05, 1]) expect(parseRuntimeConfig({ healthSampleRate }).healthSampleRate).toBe(healthSampleRate);
  });

  it('leaves out the fields it does not know (the server warns about them)', () => {
    expect(parseRuntimeConfig({ apiBaseURL: 'https://api.example.com', loaderDurationMs: 0 })).toEqual({ ...defaultRuntimeConfig, loaderDurationMs: 0 });
  });
});

describe("the browser's reader of config.json", () => {
  const VALUES: readonly unknown[] = [undefined, null, 0, 0.25, 1, -1, 42, Infinity, true, '', '/', '/x', '//x', 'x', 'http://a.example', 'https://a.example', 'https://a.example/', 'https://a.example/b', 'https://a.example/b?c', 'https://a[b.example', 'https://a.example:99999', 'javascript:alert(1)', [], {}];
  const FIELDS = [...Object.keys(defaultRuntimeConfig), 'unknownField'];

  const answer = (read: (input: unknown) => unknown, input: unknown): unknown => {
    try {
      return { config: read(input) };
    } catch (error) {
      return { error: (error as Error).message };
    }
  };

  it('answers as parseRuntimeConfig does, the same config or the same message, for every field and value', () => {
    const inputs: unknown[] = [null, 'x', 7, [], {}, ...FIELDS.flatMap((field) => VALUES.map((value) => ({ [field]: value })))];
    inputs.push(...VALUES.map((value) => ({ siteUrl: value, careersUrl: value, loaderDurationMs: value })));
    for (const input of inputs) expect([input, answer(readRuntimeConfig, input)]).toEqual([input, answer(parseRuntimeConfig, input)]);
  });
});
