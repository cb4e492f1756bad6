import { brandCountLabel, qrCategories, qrLinkCopy, type QrBrand } from './qr-link';

const allBrands: readonly QrBrand[] = qrCategories.flatMap((category): readonly QrBrand[] => category.brands);

describe('qr-link content', () => {
  it('has the seven categories with their brand counts', () => {
    expect(qrCategories.map((category) => [category.name, category.brands.length])).toEqual([
      ['Travels', 4],
      ['IT', 2],
      ['Fashion', 1],
      ['General Trading', 1],
      ['GSA', 1],
      ['Electronics', 1],
      ['Logistics', 1],
    ]);
  });

  it('has unique category ids and names, and unique brand ids and names within each category', () => {
    expect(new Set(qrCategories.map((category) => category.id)).size).toBe(qrCategories.length);
    expect(new Set(qrCategories.map((category) => category.name)).size).toBe(qrCategories.length);
    for (const category of qrCategories) {
      const brands: readonly QrBrand[] = category.brands;
      expect(new Set(brands.map((brand) => brand.id)).size).toBe(brands.length);
      expect(new Set(brands.map((brand) => brand.name)).size).toBe(brands.length);
    }
  });

  it('places each popup on a side of the diagram, four left and three right', () => {
    expect(qrCategories.filter((category) => category.popup.side === 'left')).toHaveLength(4);
    expect(qrCategories.filter((category) => category.popup.side === 'right')).toHaveLength(3);
  });

  it('links every brand to an https site, except the one brand with an empty link', () => {
    for (const brand of allBrands) if (brand.href !== null) expect(brand.href).toMatch(/^https:\/\/[^/\s]+/);
    expect(allBrands.filter((brand) => brand.href === null).map((brand) => brand.name)).toEqual(['A2Z Travels']);
  });

  it('names the home link starting with the visible wordmark, and counts brands in words', () => {
    expect(qrLinkCopy.homeLabel.startsWith(qrLinkCopy.wordmark)).toBe(true);
    expect(brandCountLabel(1)).toBe('1 brand');
    expect(brandCountLabel(4)).toBe('4 brands');
  });
});
