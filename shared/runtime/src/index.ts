export { setRenderState, settleAdoption } from './lifecycle/adoption';
export { LIVE_ATTRIBUTE, REPLAY_ATTRIBUTE, comeAlive, replayProps, takeEarlyEvents, useLivePart } from './lifecycle/early-events';
export type { EarlyEvent } from './lifecycle/early-events';
export { island } from './lifecycle/island';
export { Slice } from './lifecycle/slice';
export { nextTask, whenIdle } from './lifecycle/triggers';
export { useHydrating } from './lifecycle/use-hydrating';
export { useServedValue, useServedValuesAdopted, useServedWidgetValue } from './lifecycle/use-served-value';
export { loadRuntimeConfig } from './load-runtime-config';
