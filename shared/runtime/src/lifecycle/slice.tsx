import { Suspense, useEffect, useRef, type ReactNode, type RefObject } from 'react';
import { AWAITED_ATTRIBUTE, REPLAY_ATTRIBUTE, SLICE_ATTRIBUTE } from '@bbg/contract';
import { comeAlive } from './early-events';
import { settleAdoption } from './adoption';
import styles from './slice.module.css';

interface SliceProps {
  /** Names the slice in the DOM (SLICE_ATTRIBUTE), for tests and support. */
  readonly name: string;
  /** The document counts as adopted only once this slice is live (the route's page); islands are not awaited. */
  readonly awaited?: boolean;
  /** False for a part without behaviour, which never comes alive: nothing in it is held for it. */
  readonly replay?: boolean;
  /** Extra attributes on the wrapper (an island says which policy brings it alive). */
  readonly attributes?: Readonly<Record<`data-${string}`, string>>;
  /** The wrapper element, for a caller that watches where the slice is (an island coming near the screen). */
  readonly box?: RefObject<HTMLDivElement | null>;
  readonly children: ReactNode;
}

/** Rendered after the slice's content: once that has hydrated (or rendered), the slice is live. */
function MarkLive({ box }: { readonly box: RefObject<HTMLDivElement | null> }) {
  useEffect(() => {
    if (!box.current) return;
    comeAlive(box.current);
    settleAdoption();
  }, [box]);
  return null;
}

/**
 * A part of the document that React adopts on its own, after the root: its own `<Suspense>` boundary, so while its
 * code is on the way React keeps the served HTML untouched and adopts everything around it. It is served to replay
 * (unless it has no behaviour): a submit or a button press inside it before it is live is held by the boot script
 * and replayed, once, when it comes alive. The wrapper adds no box (`display: contents`).
 *
 * While its code is on the way, nothing above it may render it again with new props or context: React would give
 * up the served HTML and render the slice afresh. The shell's route elements are created once, so it never is.
 */
export function Slice({ name, awaited = false, replay = true, attributes, box: given, children }: SliceProps) {
  const own = useRef<HTMLDivElement>(null);
  const box = given ?? own;
  const marks = { ...(replay ? { [REPLAY_ATTRIBUTE]: '' } : {}), [SLICE_ATTRIBUTE]: name, ...(awaited ? { [AWAITED_ATTRIBUTE]: '' } : {}), ...attributes };
  return (
    <div ref={box} className={styles.slice} {...marks}>
      <Suspense fallback={null}>
        {children}
        <MarkLive box={box} />
      </Suspense>
    </div>
  );
}
