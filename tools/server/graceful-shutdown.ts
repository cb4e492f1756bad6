import type { Server } from 'node:http';

const SHUTDOWN_GRACE_MS = 5000;

/**
 * Stops accepting connections and lets the requests under way finish: keep-alive connections are closed as soon as
 * they fall idle, whatever is still open after the grace period is dropped. Then `finish` runs (closing the logs).
 */
export function shutDown(server: Server, finish: () => Promise<void>, graceMs = SHUTDOWN_GRACE_MS): Promise<void> {
  return new Promise((resolve, reject) => {
    const idle = setInterval(() => server.closeIdleConnections(), 50);
    const force = setTimeout(() => server.closeAllConnections(), graceMs);
    server.close(() => {
      clearInterval(idle);
      clearTimeout(force);
      finish().then(resolve, reject);
    });
    server.closeIdleConnections();
  });
}
