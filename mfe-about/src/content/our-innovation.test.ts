import en from './en/our-innovation.json';

describe('our innovation content', () => {
  it('has four points with unique ids and titles, each with text', () => {
    const { innovationPoints } = en;
    expect(innovationPoints).toHaveLength(4);
    expect(new Set(innovationPoints.map((point) => point.id)).size).toBe(4);
    expect(new Set(innovationPoints.map((point) => point.title)).size).toBe(4);
    for (const point of innovationPoints) expect(point.text.length).toBeGreaterThan(0);
  });
});
