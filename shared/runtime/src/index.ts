export { setRenderState, settleAdoption } from './lifecycle/adoption';
export { comeAlive, replayProps, takeEarlyEvents, useLivePart } from './lifecycle/early-events';
export { island } from './lifecycle/island';
export { RootAdopted } from './lifecycle/root-adopted';
export { Slice } from './lifecycle/slice';
export { nextTask, whenIdle } from './lifecycle/triggers';
export { useServedValue, useServedValuesAdopted, useServedWidgetValue } from './lifecycle/use-served-value';
export { loadRuntimeConfig } from './load-runtime-config';
export { copyCatalogues, createCopyContext, pageInLocale, type CatalogueLoaders } from './copy';
