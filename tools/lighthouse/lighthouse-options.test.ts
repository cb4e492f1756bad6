/**
 * @jest-environment node
 */
import { readRoutes } from './lighthouse-options';

describe('readRoutes', () => {
  it('takes paths separated by commas, trimmed', () => {
    expect(readRoutes('/, /spj, /fr/t&c', 'usage')).toEqual(['/', '/spj', '/fr/t&c']);
  });

  it.each([[undefined], [''], ['about-us'], ['/, about-us'], ['/../../etc'], ['//evil.example'], ['/spj?x=1'], ['/a b']])('refuses %j in one line, with the usage', (value) => {
    expect(() => readRoutes(value, 'Usage: bbg x')).toThrow(/^--routes takes page paths separated by commas, .*\. Usage: bbg x$/);
  });
});
