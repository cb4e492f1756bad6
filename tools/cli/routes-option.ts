import { DeployError } from '../deploy/deploy-error';
import { readRoutes } from '../lighthouse/lighthouse-options';

/** `--routes /a,/b`, as the measuring commands (lighthouse, timeline) take it: paths separated by commas. */
export const routesOption = (usage: string) =>
  ({
    type: 'string',
    read: (value: string): readonly string[] => {
      try {
        return readRoutes(value, usage);
      } catch (error) {
        // readRoutes puts the usage on a line of its own: a refusal of the arguments is one line.
        throw error instanceof Error ? new DeployError(error.message.replace(/\n/g, ' ')) : error;
      }
    },
  }) as const;
