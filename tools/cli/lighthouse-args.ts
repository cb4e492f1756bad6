import { DeployError } from '../deploy/deploy-error';
import { LIGHTHOUSE_ROUTES, LIGHTHOUSE_USAGE, type LighthouseOptions } from '../lighthouse/lighthouse-options';
import { defineCommand, parseCommand, PORT_OPTION, wholeNumber } from './command-args';
import { routesOption } from './routes-option';

/** `bbg lighthouse`'s arguments, apart from the command (which loads Lighthouse itself, an ES module Jest does not load). */
export const lighthouseCommand = defineCommand({
  usage: LIGHTHOUSE_USAGE,
  options: {
    routes: routesOption(LIGHTHOUSE_USAGE),
    'repeat-only': { type: 'boolean' },
    'first-only': { type: 'boolean' },
    runs: { type: 'string', read: wholeNumber('--runs', 9) },
    ...PORT_OPTION,
  },
});

/** The routes of issue 14, as a repeat visit then as a first visit, one run each, on a free port, unless told otherwise. */
export function lighthouseOptions(args: readonly string[]): LighthouseOptions {
  const { values } = parseCommand(args, lighthouseCommand);
  if (values['repeat-only'] && values['first-only']) throw new DeployError(`Give --repeat-only or --first-only, not both. ${LIGHTHOUSE_USAGE}`);
  const visits = values['repeat-only'] ? (['repeat'] as const) : values['first-only'] ? (['first'] as const) : (['repeat', 'first'] as const);
  return { routes: values.routes ?? LIGHTHOUSE_ROUTES, visits, runs: values.runs ?? 1, port: values.port ?? 0 };
}
