import { nextTask } from '@bbg/runtime';

// Async boundary: shared singletons (React, the router, the platform signal) are negotiated before any app code
// runs. The start-up goes in steps, each in a task of its own, so none holds the main thread long: the federation
// runtime (this file's chunk), then the share negotiation and React's DOM renderer, then the shell's code, which
// starts adopting the page.
void nextTask()
  .then(() => import('react-dom/client'))
  .then(nextTask)
  .then(() => import('./app/bootstrap'));
