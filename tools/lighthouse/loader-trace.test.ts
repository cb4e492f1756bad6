/**
 * @jest-environment node
 */
import type { Trace } from 'lighthouse';
import { loaderTimerInstalled } from './loader-trace';

const event = (name: string, data?: object): Trace['traceEvents'][number] => ({ name, cat: 'devtools.timeline', args: { data }, pid: 1, tid: 1, ts: 1, dur: 0, ph: 'I' });

describe('loaderTimerInstalled', () => {
  it('finds the timer of the loader duration and nothing else', () => {
    expect(loaderTimerInstalled({ traceEvents: [event('TimerInstall', { timeout: 50 }), event('TimerInstall', { timeout: 3000 })] }, 3000)).toBe(true);
    expect(loaderTimerInstalled({ traceEvents: [event('TimerInstall', { timeout: 50 }), event('TimerFire', { timeout: 3000 }), event('Paint')] }, 3000)).toBe(false);
  });
});
