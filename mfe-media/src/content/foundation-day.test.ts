import { gallerySlides } from './en/foundation-day.json';
import { gallerySettings } from './foundation-day';

describe('foundation day content', () => {
  it('has a three-slide gallery, each image with alt text and a caption', () => {
    expect(gallerySlides).toHaveLength(3);
    expect(new Set(gallerySlides.map((slide) => slide.id)).size).toBe(3);
    for (const slide of gallerySlides) {
      expect(slide.alt.length).toBeGreaterThan(10);
      expect(slide.caption.length).toBeGreaterThan(10);
    }
  });

  it('rides by itself in a loop, with previous/next arrows', () => {
    expect(gallerySettings).toMatchObject({ slidesPerView: 1, loop: true, arrows: true });
    expect(gallerySettings.autoplayMs).toBeGreaterThan(0);
  });
});
