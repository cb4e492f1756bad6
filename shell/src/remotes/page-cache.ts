import type { ComponentType } from 'react';
import type { PageProps } from '@bbg/shared/contract';

/**
 * Pages that are ready before the first render: the renderer puts each remote's server-side page here, the browser
 * the route's page it loaded before hydrating, so <RemotePage> renders them at once (the same HTML on both sides).
 */
const ready = new Map<string, ComponentType<PageProps>>();

const key = (container: string, expose: string): string => `${container}/${expose}`;

export function putReadyPage(container: string, expose: string, Page: ComponentType<PageProps>): void {
  ready.set(key(container, expose), Page);
}

export function readyPage(container: string, expose: string): ComponentType<PageProps> | undefined {
  return ready.get(key(container, expose));
}
