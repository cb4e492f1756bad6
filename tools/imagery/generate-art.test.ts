/**
 * @jest-environment node
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { artTopics } from '@bbg/kit';
import { repoRoot } from '../apps';
import { renderScene, topics } from './generate-art';

describe('generated art', () => {
  it.each(topics)('%s is sized, titled, self-contained and small', (topic) => {
    const svg = renderScene(topic);
    expect(svg).toMatch(/^<svg [^>]*width="1600" height="900" viewBox="0 0 1600 900"/);
    expect(svg).toMatch(/<title>[^<]+<\/title>/);
    expect(svg).not.toContain('<script');
    expect(svg).not.toMatch(/href=|@import/);
    expect(svg.replaceAll('http://www.w3.org/2000/svg', '')).not.toContain('http');
    expect(Buffer.byteLength(svg)).toBeLessThan(20 * 1024);
  });

  it('draws a different picture for every topic, the same one on every run', () => {
    const scenes = topics.map(renderScene);
    expect(new Set(scenes).size).toBe(topics.length);
    expect(topics.map(renderScene)).toEqual(scenes);
  });

  it.each(topics)('the committed %s.svg is what the generator makes', (topic) => {
    const committed = readFileSync(join(repoRoot, 'shared/kit/src/ui/art/scenes', `${topic}.svg`), 'utf8');
    expect(committed.trim()).toBe(renderScene(topic));
  });

  it('makes a scene for exactly the topics the site can ask for', () => {
    expect([...artTopics].sort()).toEqual([...topics].sort());
  });
});
