/**
 * @jest-environment node
 */
import { DeployError } from '../deploy/deploy-error';
import { oneLine, watchRounds } from './judge-rounds';

const at = () => new Date('2026-11-28T10:00:00Z');

describe('judge --watch rounds', () => {
  it('goes on after rounds that fail, saying each in one line with its time', async () => {
    const results = [new DeployError('Prometheus at http://prom:9090 did not answer (fetch failed).'), new TypeError('boom\n  at somewhere'), undefined];
    const ran: number[] = [];
    const warned: string[] = [];
    let waits = 0;
    await watchRounds(
      async () => {
        ran.push(ran.length);
        const result = results[ran.length - 1];
        if (result) throw result;
      },
      { rounds: 3, wait: async () => void (waits += 1), warn: (text) => warned.push(text), now: at },
    );
    expect(ran).toEqual([0, 1, 2]);
    expect(waits).toBe(2);
    expect(warned).toEqual([
      '2026-11-28T10:00:00.000Z judge round failed, trying again next round: Prometheus at http://prom:9090 did not answer (fetch failed).',
      '2026-11-28T10:00:00.000Z judge round failed, trying again next round: TypeError: boom at somewhere',
    ]);
  });

  it('says any thrown value in one line', () => {
    expect(oneLine(new Error('two\nlines'))).toBe('two lines');
    expect(oneLine('a string')).toBe('a string');
  });
});
