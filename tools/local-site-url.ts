import { defaultRuntimeConfig, type RuntimeConfig } from '@bbg/contract';
import { localSiteUrl } from './apps';

/**
 * A config.json that names no siteUrl (or no config.json) is a local build's: its canonical URLs, share links and
 * printed addresses name this machine's site, on the checkout's site port (8080 shifted by BBG_PORT_OFFSET),
 * not the contract's fixed 8080. A siteUrl the file names, as a production build's does, is kept as it is.
 */
export function withLocalSiteUrl(json: unknown, config: RuntimeConfig = defaultRuntimeConfig): RuntimeConfig {
  const named = typeof json === 'object' && json !== null && Object.hasOwn(json, 'siteUrl');
  return named ? config : { ...config, siteUrl: localSiteUrl };
}
