import startUpPlugin, { afterCompileTask } from './start-up-plugin';

type Plugin = ReturnType<typeof startUpPlugin>;
type ResolveArgs = Parameters<NonNullable<Plugin['resolveShare']>>[0];
type RegisterArgs = Parameters<NonNullable<Plugin['beforeRegisterShare']>>[0];

const react = { version: '19.3.1', from: 'shell' };

function resolveArgs(requiredVersion: string | false, singleton = true): ResolveArgs {
  const runtimeResolver = jest.fn(() => ({ shared: { version: 'from the runtime' }, useTreesShaking: false }));
  return {
    shareScopeMap: { default: { react: { '19.3.1': react } } },
    scope: 'default',
    pkgName: 'react',
    version: '19.3.1',
    shareInfo: { shareConfig: { singleton, requiredVersion } },
    resolver: runtimeResolver,
  } as unknown as ResolveArgs;
}

describe('afterCompileTask', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('hands the factory on only after a task boundary, not in the microtasks of the chunk that compiled it', async () => {
    const factory = () => 'react-dom';
    const get = afterCompileTask(() => Promise.resolve(factory));
    let handed: unknown = null;
    void (get() as Promise<unknown>).then((value) => {
      handed = value;
    });
    await Promise.resolve();
    await Promise.resolve();
    expect(handed).toBeNull();
    await jest.runAllTimersAsync();
    expect(handed).toBe(factory);
  });

  it('passes a factory that is already there straight through', () => {
    const factory = () => 'eager';
    expect(afterCompileTask(() => factory)()).toBe(factory);
  });

  it('keeps a failed load a failure', async () => {
    const get = afterCompileTask(() => Promise.reject(new Error('chunk 0 failed')));
    await expect(get()).rejects.toThrow('chunk 0 failed');
  });
});

/** Settles `promise`'s microtasks only: true when it resolved without a task boundary. */
async function resolvesWithinMicrotasks(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  void promise.then(() => {
    done = true;
  });
  for (let i = 0; i < 10; i += 1) await Promise.resolve();
  return done;
}

describe('startUpPlugin: a remote in three tasks', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  type InitArgs = Parameters<NonNullable<Plugin['beforeInitContainer']>>[0];

  it('initialises a container a task after its entry script ran, with the arguments unchanged', async () => {
    const args = { shareScope: {}, initScope: [], remoteEntryInitOptions: {}, remoteInfo: { name: 'mfe_about' } } as unknown as InitArgs;
    const next = Promise.resolve(startUpPlugin().beforeInitContainer?.(args));
    expect(await resolvesWithinMicrotasks(next)).toBe(false);
    await jest.runAllTimersAsync();
    await expect(next).resolves.toBe(args);
  });

  it('asks for the exposed module a task after the container was initialised', async () => {
    const plugin = startUpPlugin();
    const asked = Promise.resolve(plugin.beforeGetExpose?.({} as Parameters<NonNullable<Plugin['beforeGetExpose']>>[0]));
    expect(await resolvesWithinMicrotasks(asked)).toBe(false);
    await jest.runAllTimersAsync();
    await expect(asked).resolves.toBeUndefined();
  });
});

describe('startUpPlugin', () => {
  it('wraps every registered share getter', () => {
    const original = jest.fn(() => Promise.resolve(() => 'lib'));
    const args = { pkgName: 'react', shared: { get: original } } as unknown as RegisterArgs;
    const out = startUpPlugin().beforeRegisterShare?.(args);
    expect(out).toBe(args);
    expect(args.shared.get).not.toBe(original);
  });

  it('takes a singleton offered at exactly the asked version without the range check', () => {
    const args = resolveArgs('19.3.1');
    const runtimeResolver = args.resolver;
    startUpPlugin().resolveShare?.(args);
    expect(args.resolver()).toEqual({ shared: react, useTreesShaking: false });
    expect(runtimeResolver).not.toHaveBeenCalled();
  });

  it.each([
    ['a range', '^19.0.0', true],
    ['another version', '19.2.0', true],
    ['no version', false, true],
    ['a share that is not a singleton', '19.3.1', false],
  ] as const)('leaves %s to the runtime, its check and its warning', (_case, requiredVersion, singleton) => {
    const args = resolveArgs(requiredVersion, singleton);
    const runtimeResolver = args.resolver;
    startUpPlugin().resolveShare?.(args);
    expect(args.resolver).toBe(runtimeResolver);
  });
});
