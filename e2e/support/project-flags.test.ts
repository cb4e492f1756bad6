import { projectFlagged, projectFlags } from './project-flags';

describe('the --project flags on Playwright’s command line', () => {
  it('are none without the flag', () => {
    expect(projectFlags(['test', '-c', 'e2e/playwright.config.ts'])).toBeUndefined();
  });

  it('take every name after the flag up to the next option, as Playwright does', () => {
    expect(projectFlags(['test', '-c', 'e2e/playwright.config.ts', '--project', 'mfe-legal', 'mfe-contact'])).toEqual(['mfe-legal', 'mfe-contact']);
    expect(projectFlags(['test', '--project', 'site', '--workers', '2', 'e2e/site/legal.spec.ts'])).toEqual(['site']);
    expect(projectFlags(['test', '--project', 'site', '--project', 'kit'])).toEqual(['site', 'kit']);
  });

  it('take one name in the --project=<name> form, and the arguments after it are test files', () => {
    expect(projectFlags(['test', '--project=mfe-legal', 'mfe-legal/e2e'])).toEqual(['mfe-legal']);
  });

  it('pick projects ignoring case and with * as a wildcard', () => {
    expect(projectFlagged(['mfe-*'], 'mfe-legal')).toBe(true);
    expect(projectFlagged(['mfe-*'], 'site')).toBe(false);
    expect(projectFlagged(['MFE-Legal'], 'mfe-legal')).toBe(true);
    expect(projectFlagged(['mfe-legal'], 'mfe-legal-x')).toBe(false);
    expect(projectFlagged(['s.te'], 'site')).toBe(false);
  });
});
