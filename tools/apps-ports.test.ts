/**
 * @jest-environment node
 */

/** tools/apps.ts read again with these environment variables. */
function appsWith(env: Record<string, string>): typeof import('./apps') {
  const saved = { ...process.env };
  delete process.env.PORT;
  delete process.env.BBG_PORT_OFFSET;
  Object.assign(process.env, env);
  try {
    let apps: typeof import('./apps') | undefined;
    jest.isolateModules(() => {
      apps = jest.requireActual<typeof import('./apps')>('./apps');
    });
    return apps!;
  } finally {
    process.env = saved;
  }
}

describe('the ports the environment gives', () => {
  it('shift with BBG_PORT_OFFSET, and PORT names the site port', () => {
    expect(appsWith({ BBG_PORT_OFFSET: '100' }).sitePort).toBe(8180);
    expect(appsWith({ PORT: '8443' }).sitePort).toBe(8443);
  });

  it.each([
    [{ PORT: 'banana' }, 'PORT must be a whole number from 1 to 65535, got banana.'],
    [{ PORT: '99999' }, 'PORT must be a whole number from 1 to 65535, got 99999.'],
    [{ PORT: '0x50' }, 'PORT must be a whole number from 1 to 65535, got 0x50.'],
    [{ BBG_PORT_OFFSET: 'abc' }, 'BBG_PORT_OFFSET must be a whole number from 0 to 50000, got abc.'],
  ])('refuses %j in one line', (env, message) => {
    expect(() => appsWith(env)).toThrow(message);
  });
});
