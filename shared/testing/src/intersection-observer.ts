import { stubProperty } from './stubs';

/** An IntersectionObserver a test drives by hand: it records what it watches and reports only when told to. */
class FakeIntersectionObserver {
  readonly observed: Element[] = [];
  disconnected = false;

  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit = {},
  ) {}

  observe(target: Element): void {
    this.observed.push(target);
  }

  unobserve(target: Element): void {
    const at = this.observed.indexOf(target);
    if (at >= 0) this.observed.splice(at, 1);
  }

  disconnect(): void {
    this.disconnected = true;
  }

  takeRecords(): IntersectionObserverEntry[] {
    return [];
  }

  /** Calls back with these entries, as the browser does when they cross (only the fields the code reads are needed). */
  report(entries: readonly Partial<IntersectionObserverEntry>[]): void {
    this.callback(entries as IntersectionObserverEntry[], this as unknown as IntersectionObserver);
  }
}

export interface IntersectionObserverStub {
  /** Every observer made since the stub was installed, oldest first. */
  readonly observers: readonly FakeIntersectionObserver[];
  /** The newest observer. */
  readonly last: FakeIntersectionObserver | undefined;
  /** The observers still connected and watching something. */
  readonly active: () => FakeIntersectionObserver[];
}

/**
 * Tests only: jsdom has no IntersectionObserver. Installs the fake for the running test (removed after it); nothing
 * is ever reported as near or in view unless a test calls `report`.
 */
export function stubIntersectionObserver(): IntersectionObserverStub {
  const observers: FakeIntersectionObserver[] = [];
  class Observer extends FakeIntersectionObserver {
    constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
      super(callback, options);
      observers.push(this);
    }
  }
  stubProperty(window, 'IntersectionObserver', Observer);
  return {
    observers,
    get last() {
      return observers.at(-1);
    },
    active: () => observers.filter((observer) => !observer.disconnected && observer.observed.length > 0),
  };
}
