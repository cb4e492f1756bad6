/**
 * @jest-environment node
 */
import { readRoutes } from './lighthouse-options';

describe('readRoutes', () => {
  it('takes paths separated by commas, trimmed', () => {
    expect(readRoutes('/, /spj', 'usage')).toEqual(['/', '/spj']);
  });

  it.each([[undefined], [''], ['about-us'], ['/, about-us']])('refuses %j with the usage', (value) => {
    expect(() => readRoutes(value, 'Usage: bbg x')).toThrow(/--routes takes paths separated by commas[\s\S]*Usage: bbg x/);
  });
});
