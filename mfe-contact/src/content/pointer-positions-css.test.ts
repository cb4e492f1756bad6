import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { mapPointers, MAP_HEIGHT, MAP_WIDTH } from './office-map.generated';
import { pointerPositionsCss } from './pointer-positions-css';

describe('pointerPositionsCss', () => {
  it('places a pointer by its share of the map', () => {
    expect(pointerPositionsCss([{ id: 7, x: 250, y: 356 }], 1000, 712)).toContain("[data-office='7'] {\n  --x: 25.00%;\n  --y: 50.00%;\n}");
  });

  it('is what the generated stylesheet holds for the generated pointers (regenerate both together)', () => {
    const written = readFileSync(join(__dirname, 'office-pointers.generated.css'), 'utf8');
    expect(written).toBe(pointerPositionsCss(mapPointers, MAP_WIDTH, MAP_HEIGHT));
  });
});
