/**
 * @jest-environment node
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readPrometheus } from './prometheus-source';

/** A stand-in for Prometheus that answers every query with `result`. */
async function answering(result: unknown): Promise<{ base: string; server: Server }> {
  const server = createServer((_req, res) => {
    const body = JSON.stringify({ status: 'success', data: { resultType: 'vector', result } });
    res.writeHead(200, { 'Content-Type': 'application/json' }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

describe('readPrometheus', () => {
  const servers: Server[] = [];
  afterAll(() => Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve)))));
  const prometheus = async (result: unknown): Promise<string> => {
    const { base, server } = await answering(result);
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
});
