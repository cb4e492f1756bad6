/**
 * @jest-environment node
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { renderScene, topics } from './generate-art';

describe('generated art', () => {
  it.each(topics)('%s is sized, titled, self-contained and small', (topic) => {
    const svg = renderScene(topic);
    expect(svg).toContain('width="1600" height="900" viewBox="0 0 1600 900"');
    expect(svg).toMatch(/<title>[^<]+<\/title>/);
    expect(svg).not.toMatch(/<script|href=|https?:\/\/(?!www\.w3\.org\/2000\/svg)/);
    expect(Buffer.byteLength(svg)).toBeLessThan(20 * 1024);
  });

  it.each(topics)('the committed %s.svg is what the generator makes', (topic) => {
    const committed = readFileSync(join(__dirname, '../../shared/src/ui/art/scenes', `${topic}.svg`), 'utf8');
    expect(committed.trim()).toBe(renderScene(topic));
  });
});
