/**
 * @jest-environment node
 */
import { remoteApps } from '../apps';
import { remoteRoutes } from './route-heads';

describe("each remote's routes as its release publishes them", () => {
  it.each(remoteApps.map((remote) => [remote.dir, remote] as const))('%s: every route has its title and description in French and in Arabic', async (_dir, remote) => {
    const routes = await remoteRoutes(remote);
    for (const route of routes) {
      expect(route.heads?.fr?.title).toBeTruthy();
      expect(route.heads?.ar?.title).toBeTruthy();
      expect(route.heads?.fr?.description).toBeTruthy();
      expect(route.heads?.ar?.description).toBeTruthy();
    }
  });
});
