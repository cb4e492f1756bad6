/**
 * @jest-environment node
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readPrometheus } from './prometheus-source';

/** A stand-in for Prometheus that answers every query with `result` (or another server, answering `status` and `body`). */
async function answering(result: unknown, status = 200, body = JSON.stringify({ status: 'success', data: { resultType: 'vector', result } })): Promise<{ base: string; server: Server }> {
  const server = createServer((_req, res) => {
    res.writeHead(status, { 'Content-Type': 'application/json' }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

describe('readPrometheus', () => {
  const servers: Server[] = [];
  afterAll(() => Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve)))));
  const prometheus = async (result: unknown, status?: number, body?: string): Promise<string> => {
    const { base, server } = await answering(result, status, body);
    servers.push(server);
    return base;
  };

  it('counts the views of each remote version from a vector of series', async () => {
    const base = await prometheus([{ metric: { remote: 'legal', version: '1.0.0-a', kind: 'view' }, value: [1_700_000_000, '12'] }]);
    const { table } = await readPrometheus(base, '2h');
    expect([...table.values()].map((row) => row.views)).toContain(12);
  });

  it('refuses in one line an answer whose series are not series, never failing on what it reads', async () => {
    for (const result of [[null], ['a', 5], [{ metric: null, value: [0, '1'] }], [{ metric: { kind: 'view' }, value: 'oops' }], [{ metric: { kind: 7 }, value: [0, '1'] }]]) {
      const base = await prometheus(result);
      await expect(readPrometheus(base, '2h')).rejects.toThrow(expect.objectContaining({ name: 'DeployError', message: expect.stringMatching(new RegExp(`^Prometheus at ${base} answered the query .* with something that is not a vector of series \\(.*\\)\\.$`)) }));
    }
  });

  it("says in one line that what answers is not Prometheus's API (a collector, the site), or what Prometheus refused", async () => {
    const collector = await prometheus(undefined, 404, 'Not found');
    await expect(readPrometheus(collector, '2h')).rejects.toThrow(`${collector} did not answer as Prometheus's query API does (HTTP 404): --prometheus takes the Prometheus server's URL, not a collector's or the site's.`);
    const site = await prometheus(undefined, 200, '<!doctype html><title>BBG</title>');
    await expect(readPrometheus(site, '2h')).rejects.toThrow(`${site} did not answer as Prometheus's query API does (HTTP 200)`);
    const refusing = await prometheus(undefined, 400, JSON.stringify({ status: 'error', errorType: 'bad_data', error: 'invalid parameter "query"' }));
    await expect(readPrometheus(refusing, '2h')).rejects.toThrow(/^Prometheus at .* refused the query .*: invalid parameter "query" \(HTTP 400\)\.$/);
  });

  it('names why Prometheus could not be reached, not only that the fetch failed', async () => {
    const { base, server } = await answering([]);
    await new Promise((resolve) => server.close(resolve));
    await expect(readPrometheus(base, '2h')).rejects.toThrow(new RegExp(`^Prometheus at ${base} did not answer \\(fetch failed: connect ECONNREFUSED [^)]+\\)\\.$`));
  });
});
