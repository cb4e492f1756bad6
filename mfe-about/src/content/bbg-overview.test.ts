import { overviewStats, tickerConfig, tickerSlides, tickerWords } from './bbg-overview';

describe('group overview content', () => {
  it('has the ticker', () => {
    expect(tickerWords).toEqual(['BELIEVE', 'INSPIRE', 'VALUE']);
    expect(tickerConfig).toMatchObject({ slidesPerView: 2, breakpoints: { 325: 2, 768: 3 }, autoplayMs: 2000, speedMs: 3000, arrows: false, dots: false });
    expect(new Set(tickerSlides.map((slide) => slide.id)).size).toBe(tickerSlides.length);
  });

  it('has the four figures of the stats strip', () => {
    expect(overviewStats.map((stat) => `${stat.value} ${stat.label}`)).toEqual(['50+ Branches', '20+ Countries', '1500+ Employees', '1000+ Partners']);
  });
});
