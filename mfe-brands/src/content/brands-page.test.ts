import { artTopics } from '@bbg/kit';
import { brandDirectory } from './brand-directory';
import { successStoryBrands } from './brands-page';
import en from './en/brands-page.json';

const { brandsHeroCopy, brandsSections, portfolioCopy, successStories } = en;

describe('brands page content', () => {
  it('keeps the copy', () => {
    expect(brandsHeroCopy.tag).toBe('#BlueberryBrandInnovation');
    expect(`${brandsHeroCopy.title} ${brandsHeroCopy.highlight}`).toBe('Uncover Our Brands');
    expect(brandsHeroCopy.moreButton).toBe("There's More");
    expect(`${portfolioCopy.title} ${portfolioCopy.highlight}`).toBe("Uncover Our Brand's Portfolio");
    expect(portfolioCopy.button).toBe('DOWNLOAD PORTFOLIO');
  });

  it('has three sections with unique ids and tooltips', () => {
    const sections = Object.values(brandsSections);
    expect(sections).toHaveLength(3);
    expect(new Set(sections.map((section) => section.id)).size).toBe(3);
    expect(new Set(sections.map((section) => section.tooltip)).size).toBe(3);
  });

  it('tells the three success stories, each linking to its brand\'s page', () => {
    expect(successStoryBrands.map((story) => story.brand)).toEqual(['Next Holidays', 'SPJ Electronics', 'Blueberry Travel']);
    expect(new Set(successStoryBrands.map((story) => story.id)).size).toBe(3);
    expect(successStories.map((story) => story.id)).toEqual(successStoryBrands.map((story) => story.id));
    const pages = brandDirectory.map((brand) => brand.page);
    for (const story of successStoryBrands) {
      expect(pages).toContain(story.page);
      expect(artTopics).toContain(story.art);
    }
  });
});
