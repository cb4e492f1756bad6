import { artTopics } from '@bbg/kit';
import { brandSites } from '@bbg/contract';
import { brandSliderCarousel, brandSliders, SLIDE_NOT_FOUND, type BrandSlide, type BrandSlider } from './brand-slides';

const sliders: readonly BrandSlider[] = Object.values(brandSliders);
const allSlides: readonly BrandSlide[] = sliders.flatMap((slider) => slider.slides);
const sites: readonly string[] = Object.values(brandSites);

describe('brand slides content', () => {
  it('keeps the documented message for a slider without slides', () => {
    expect(SLIDE_NOT_FOUND).toBe('No data found for this ID.');
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

  it('gives every slide its brand as subtitle, a heading, text, art and one button to the brand site', () => {
    for (const slider of sliders) {
      const subtitles = new Set(slider.slides.map((slide) => slide.subtitle));
      const links = new Set(slider.slides.map((slide) => slide.buttons[0].link));
      expect(subtitles.size).toBe(1);
      expect(links.size).toBe(1);
    }
    for (const slide of allSlides) {
      expect(slide.title.trim()).not.toBe('');
      expect(slide.highlight.trim()).not.toBe('');
      expect(slide.description.length).toBeGreaterThan(0);
      expect(artTopics).toContain(slide.backgroundImage);
      expect(slide.buttons).toHaveLength(1);
      expect(sites).toContain(slide.buttons[0].link);
      expect(slide.buttons[0].link).toMatch(/^https:\/\/[^/\s]+/);
    }
  });

  it('shows one slide at a time with arrows and dots', () => {
    expect(brandSliderCarousel).toMatchObject({ slidesPerView: 1, arrows: true, dots: true });
  });
});
