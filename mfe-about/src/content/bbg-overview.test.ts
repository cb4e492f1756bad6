import ar from './ar/bbg-overview.json';
import { tickerSettings, tickerSlides } from './bbg-overview';
import en from './en/bbg-overview.json';
import fr from './fr/bbg-overview.json';

describe('group overview content', () => {
  it('has the ticker', () => {
    expect(en.tickerWords).toEqual(['BELIEVE', 'INSPIRE', 'VALUE']);
    expect(tickerSettings).toMatchObject({ slidesPerView: 2, breakpoints: { 325: 2, 768: 3 }, autoplayMs: 2000, speedMs: 3000, arrows: false, dots: false });
  });

  it('runs the words twice, each slide with an id of its own, in every language', () => {
    for (const { tickerWords } of [en, fr, ar]) {
      const slides = tickerSlides(tickerWords);
      expect(slides.map((slide) => slide.word)).toEqual([...tickerWords, ...tickerWords]);
      expect(new Set(slides.map((slide) => slide.id)).size).toBe(slides.length);
    }
  });

  it('has the four figures of the stats strip', () => {
    expect(en.overviewStats.map((stat) => `${stat.value} ${stat.label}`)).toEqual(['50+ Branches', '20+ Countries', '1500+ Employees', '1000+ Partners']);
  });
});
