import { CONFIG_FILE, defaultRuntimeConfig, readRuntimeConfig, type RuntimeConfig } from '@bbg/contract';

/** Reads /config.json; a missing file means the defaults, a malformed one is reported and defaults are used. */
export async function loadRuntimeConfig(url = `/${CONFIG_FILE}`): Promise<RuntimeConfig> {
  try {
    const response = await fetch(url, { cache: 'no-cache' });
    if (!response.ok) return defaultRuntimeConfig;
    return readRuntimeConfig(await response.json());
  } catch (error) {
    console.error('Runtime config unreadable, using defaults:', error);
    return defaultRuntimeConfig;
  }
}
