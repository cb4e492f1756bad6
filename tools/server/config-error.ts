/** A file the server is given (config.json, a log) cannot be used: the message names the file and what is wrong. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}
