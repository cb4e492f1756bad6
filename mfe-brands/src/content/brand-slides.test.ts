import { artTopics } from '@bbg/kit';
import { brandSites } from '@bbg/contract';
import { brandPageKeys } from './brand-pages';
import { brandSliderCarousel } from './brand-slides';
import en from './en/brand-slides.json';
import { informationPageSites } from './information-pages';

const sliders = Object.values(en.brandSliders);
const allSlides = sliders.flatMap((slider) => slider.slides);
const sites: readonly string[] = Object.values(brandSites);

describe('brand slides content', () => {
  it('keeps the documented message for a slider without slides', () => {
    expect(en.SLIDE_NOT_FOUND).toBe('No data found for this ID.');
  });

  it('has three slides per slider, two for ids 4 and 5', () => {
    expect(sliders.map((slider) => [slider.id, slider.slides.length])).toEqual([
      [2, 3],
      [4, 2],
      [5, 2],
      [6, 3],
      [7, 3],
      [8, 3],
    ]);
  });

  it('has unique slider ids, slide ids, headings and carousel labels', () => {
    expect(new Set(sliders.map((slider) => slider.id)).size).toBe(sliders.length);
    expect(new Set(allSlides.map((slide) => slide.id)).size).toBe(allSlides.length);
    const names = sliders.flatMap((slider) => [slider.heading, slider.label]);
    expect(new Set(names).size).toBe(names.length);
  });

  it('gives every slide its brand as subtitle, a heading, text, art and one button', () => {
    for (const slider of sliders) expect(new Set(slider.slides.map((slide) => slide.subtitle)).size).toBe(1);
    for (const slide of allSlides) {
      expect(slide.title.trim()).not.toBe('');
      expect(slide.highlight.trim()).not.toBe('');
      expect(slide.description.length).toBeGreaterThan(0);
      expect(artTopics).toContain(slide.backgroundImage);
      expect(slide.buttons).toHaveLength(1);
    }
  });

  it('links each brand\u2019s slides to its site, from the one table of external links', () => {
    for (const { key } of brandPageKeys) {
      expect(sites).toContain(informationPageSites[key]);
      expect(informationPageSites[key]).toMatch(/^https:\/\/[^/\s]+/);
    }
  });

  it('shows one slide at a time with arrows and dots', () => {
    expect(brandSliderCarousel).toMatchObject({ slidesPerView: 1, arrows: true, dots: true });
  });
});
