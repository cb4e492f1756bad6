import { lazy, memo, useEffect, useRef, useState, type ComponentType } from 'react';
import { HYDRATE_ATTRIBUTE, ISLAND_ATTRIBUTE, type IslandPolicy } from '@bbg/contract';
import { isAdopting } from './adoption';
import { whenIdle, whenNear } from './triggers';
import { Slice } from './slice';

interface Gate {
  readonly opened: Promise<void>;
  readonly open: () => void;
}

function createGate(): Gate {
  let open = (): void => undefined;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
}

/**
 * A part of a page with its own code and its own time to come alive: a slice whose content is `lazy()`, so React
 * keeps the served HTML untouched until the island hydrates, and the boot script holds a press made in it meanwhile.
 * The server renders it in full; the wrapper is live once its content has hydrated (`policy`: IslandPolicy).
 * Rendered in the browser (a client navigation), every island renders at once. Its props must be stable
 * (content from modules): the island is memoised, and an update that reached a dormant island would make React
 * render it afresh.
 */
export function island<P extends object>(name: string, load: () => Promise<ComponentType<P>>, policy: IslandPolicy = 'near') {
  let loading: Promise<ComponentType<P>> | undefined;
  const loadOnce = (): Promise<ComponentType<P>> => (loading ??= load());

  function Island(props: P) {
    const box = useRef<HTMLDivElement>(null);
    const [gate] = useState<Gate | null>(() => (isAdopting() ? createGate() : null));
    const [Lazy] = useState(() =>
      lazy(async () => {
        if (gate) await gate.opened;
        return { default: await loadOnce() };
      }),
    );

    useEffect(() => {
      if (!gate || policy === 'never') return undefined;
      const served = box.current?.firstElementChild ?? box.current;
      if (!served) return undefined;
      const stops = [whenIdle(gate.open)];
      if (policy === 'near') stops.push(whenNear(served, gate.open));
      return () => stops.forEach((stop) => stop());
    }, [gate]);

    return (
      <Slice name={name} replay={policy !== 'never'} attributes={{ [ISLAND_ATTRIBUTE]: name, [HYDRATE_ATTRIBUTE]: policy }} box={box}>
        <Lazy {...props} />
      </Slice>
    );
  }
  Island.displayName = `Island(${name})`;
  return memo(Island);
}
