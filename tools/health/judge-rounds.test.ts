/**
 * @jest-environment node
 */
import { DeployError } from '../deploy/deploy-error';
import { oneLine, watchRounds } from './judge-rounds';

const at = () => new Date('2026-11-28T10:00:00Z');

describe('judge --watch rounds', () => {
  it('says a start line, then goes on after rounds that fail, saying every line with its time', async () => {
    const results = [new DeployError('Prometheus at http://prom:9090 did not answer (fetch failed).'), new TypeError('boom\n  at somewhere'), undefined];
    const ran: number[] = [];
    const said: string[] = [];
    const warned: string[] = [];
    let waits = 0;
    await watchRounds(
      'judge watching …',
      async () => {
        ran.push(ran.length);
        const result = results[ran.length - 1];
        if (result) throw result;
        return ['legal canary 1.0.1: hold (…)', 'brands release 1.0.2: promote (…)'];
      },
      { rounds: 3, wait: async () => void (waits += 1), say: (text) => said.push(text), warn: (text) => warned.push(text), now: at },
    );
    expect(ran).toEqual([0, 1, 2]);
    expect(waits).toBe(2);
    // The start line and every round's lines carry their time, as a failed round's do.
    expect(said).toEqual(['2026-11-28T10:00:00.000Z judge watching …', '2026-11-28T10:00:00.000Z legal canary 1.0.1: hold (…)', '2026-11-28T10:00:00.000Z brands release 1.0.2: promote (…)']);
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
