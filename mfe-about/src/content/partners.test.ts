import en from './en/partners.json';
import { joinById } from './join-by-id';
import { achievementAwards, achievementsSettings, successStoryBrands, supplierLogos, supplierSliderSettings, testimonialSources, testimonialsSettings } from './partners';

const { achievements, benefits, joinSteps, partnersHero, partnersSections, partnerTypes, successStories, testimonials } = en;

const unique = (ids: readonly string[]): boolean => new Set(ids).size === ids.length;

describe('partners content', () => {
  it('has the five sections with the tooltips, in order', () => {
    expect(partnersSections.map((section) => section.tooltip)).toEqual(['Partners', 'Why', 'Who', 'Stories', 'How']);
    expect(unique(partnersSections.map((section) => section.id))).toBe(true);
  });

  it('gives every list unique ids', () => {
    for (const list of [benefits, achievements, achievementAwards, partnerTypes, supplierLogos, testimonials, testimonialSources, successStories, successStoryBrands, joinSteps]) {
      expect(unique(list.map((item) => item.id))).toBe(true);
    }
  });

  it('has four testimonials, each quoting a named person of a named company', () => {
    expect(testimonials).toHaveLength(4);
    const quoted = joinById(testimonials, testimonialSources);
    expect(quoted).toHaveLength(4);
    for (const testimonial of quoted) {
      expect(testimonial.quote.length).toBeGreaterThan(20);
      expect(testimonial.person).not.toBe('');
      expect(testimonial.company).not.toBe('');
    }
    expect(unique(testimonialSources.map((testimonial) => testimonial.company))).toBe(true);
  });

  it('has the two achievements', () => {
    expect(joinById(achievements, achievementAwards).map((achievement) => `${achievement.award} ${achievement.year}`)).toEqual([
      'Arabian Travel Awards 2024',
      'World Travel Awards 2024',
    ]);
  });

  it('has nine supplier logos, each named (the wordmark text is the accessible name)', () => {
    expect(supplierLogos).toHaveLength(9);
    for (const logo of supplierLogos) expect(logo.name.trim()).not.toBe('');
  });

  it("carries this page's claims", () => {
    const text = JSON.stringify({ partnersHero, benefits, successStories });
    for (const claim of ['10+', '500+', 'Up to 20% travel savings', '200,000', '1 million', '2016', '20+']) expect(text).toContain(claim);
    expect(joinById(successStories, successStoryBrands).map((story) => story.brand)).toEqual(['Next Holidays', 'SPJ']);
  });

  it('moves the supplier slider as documented', () => {
    expect(supplierSliderSettings).toMatchObject({ slidesPerView: 2, breakpoints: { 360: 2.5, 430: 4 }, autoplayMs: 2000, speedMs: 2000, loop: true, linear: true });
  });

  it('lets the testimonials and achievements ride on their own (the carousel then shows its pause control)', () => {
    expect(testimonialsSettings.autoplayMs).toBeGreaterThan(0);
    expect(achievementsSettings.autoplayMs).toBeGreaterThan(0);
  });
});
