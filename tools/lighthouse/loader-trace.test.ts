/**
 * @jest-environment node
 */
import type { Trace } from 'lighthouse';
import { STARTUP_LOADER_MARK } from '../../shell/src/app/performance-marks';
import { loaderRanIn } from './loader-trace';

const event = (name: string, cat: string, data?: object): Trace['traceEvents'][number] => ({ name, cat, args: { data }, pid: 1, tid: 1, ts: 1, dur: 0, ph: 'R' });

describe('loaderRanIn', () => {
  it("finds the loader's User Timing mark", () => {
    expect(loaderRanIn({ traceEvents: [event('TimerInstall', 'devtools.timeline', { timeout: 3000 }), event(STARTUP_LOADER_MARK, 'blink.user_timing,rail')] })).toBe(true);
  });

  it('is not fooled by a timer of the loader duration, another mark, or an event of the same name outside User Timing', () => {
    expect(
      loaderRanIn({
        traceEvents: [event('TimerInstall', 'devtools.timeline', { timeout: 3000 }), event('bbg:page-code', 'blink.user_timing'), event(STARTUP_LOADER_MARK, 'devtools.timeline')],
      }),
    ).toBe(false);
  });
});
