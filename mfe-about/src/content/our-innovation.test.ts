import { banners } from './banners';
import { innovationPoints, opennessTheme } from './our-innovation';

describe('our innovation content', () => {
  it('has four points with unique ids and titles, each with text', () => {
    expect(innovationPoints).toHaveLength(4);
    expect(new Set(innovationPoints.map((point) => point.id)).size).toBe(4);
    expect(new Set(innovationPoints.map((point) => point.title)).size).toBe(4);
    for (const point of innovationPoints) expect(point.text.length).toBeGreaterThan(0);
  });

  it('is the section the hero button scrolls to', () => {
    expect(banners.ourInnovation.buttonLink).toBe(`#${opennessTheme.sectionId}`);
  });
});
