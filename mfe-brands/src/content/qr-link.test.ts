import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LOCALES } from '@bbg/contract';
import { copy } from '../pages/qr-link/qr-link-page';
import { brandCounter, QR_NARROW_MAX_WIDTH, qrCategories, type QrBrand, type QrCategory } from './qr-link';
import en from './en/qr-link.json';
import fr from './fr/qr-link.json';
import ar from './ar/qr-link.json';

// The English categories, named as the page loads them.
let categories: readonly QrCategory[];
let allBrands: readonly QrBrand[];
beforeAll(async () => {
  categories = qrCategories((await copy.en()).directory.brandCategories);
  allBrands = categories.flatMap((category) => category.brands);
});

describe('qr-link content', () => {
  it('narrows to the hovered popup at 200 px and less, in the script and in every stylesheet of the page', () => {
    expect(QR_NARROW_MAX_WIDTH).toBe(200);
    const folder = join(__dirname, '../pages/qr-link');
    const widths = readdirSync(folder)
      .filter((file) => file.endsWith('.css'))
      .flatMap((file) => [...readFileSync(join(folder, file), 'utf8').matchAll(/@media \(max-width: (\d+)px\)/g)].map((match) => Number(match[1])));
    expect(widths.length).toBeGreaterThan(0);
    expect(new Set(widths)).toEqual(new Set([QR_NARROW_MAX_WIDTH]));
  });

  it('has the seven categories with their brand counts', () => {
    expect(categories.map((category) => [category.name, category.brands.length])).toEqual([
      ['Travels', 4],
      ['IT', 2],
      ['Fashion', 1],
      ['General Trading', 1],
      ['GSA', 1],
      ['Electronics', 1],
      ['Logistics', 1],
    ]);
  });

  it.each(LOCALES)('names every category in %s', async (locale) => {
    const named = qrCategories((await copy[locale]()).directory.brandCategories);
    expect(named.map((category) => category.id)).toEqual(categories.map((category) => category.id));
    expect(new Set(named.map((category) => category.name)).size).toBe(named.length);
  });

  it('has unique category ids and names, and unique brand ids and names within each category', () => {
    expect(new Set(categories.map((category) => category.id)).size).toBe(categories.length);
    expect(new Set(categories.map((category) => category.name)).size).toBe(categories.length);
    for (const category of categories) {
      const brands: readonly QrBrand[] = category.brands;
      expect(new Set(brands.map((brand) => brand.id)).size).toBe(brands.length);
      expect(new Set(brands.map((brand) => brand.name)).size).toBe(brands.length);
    }
  });

  it('places each popup on a side of the diagram, four left and three right', () => {
    expect(categories.filter((category) => category.popup.side === 'left')).toHaveLength(4);
    expect(categories.filter((category) => category.popup.side === 'right')).toHaveLength(3);
  });

  it('links every brand to an https site, except the one brand with an empty link', () => {
    for (const brand of allBrands) if (brand.href !== null) expect(brand.href).toMatch(/^https:\/\/[^/\s]+/);
    expect(allBrands.filter((brand) => brand.href === null).map((brand) => brand.name)).toEqual(['A2Z Travels']);
  });

  it('names the home link starting with the visible wordmark, and counts brands in words', () => {
    expect(en.qrLinkCopy.homeLabel.startsWith(en.qrLinkCopy.wordmark)).toBe(true);
    const count = brandCounter(en.brandCountLabel, 'en');
    expect([count(1), count(4)]).toEqual(['1 brand', '4 brands']);
  });

  it('counts brands in French, and in Arabic with its dual and its plural from 3 to 10', () => {
    const french = brandCounter(fr.brandCountLabel, 'fr');
    expect([french(1), french(4)]).toEqual(['1 marque', '4 marques']);
    const arabic = brandCounter(ar.brandCountLabel, 'ar');
    expect([arabic(1), arabic(2), arabic(4), arabic(10), arabic(11), arabic(100), arabic(103)]).toEqual([
      'علامة تجارية واحدة',
      'علامتان تجاريتان',
      '4 علامات تجارية',
      '10 علامات تجارية',
      '11 علامة تجارية',
      '100 علامة تجارية',
      '103 علامات تجارية',
    ]);
  });
});
