import arBanners from './ar/banners.json';
import arLeadership from './ar/leadership.json';
import arInnovation from './ar/our-innovation.json';
import arVision from './ar/vision-values.json';
import enBanners from './en/banners.json';
import enLeadership from './en/leadership.json';
import enInnovation from './en/our-innovation.json';
import enVision from './en/vision-values.json';
import frBanners from './fr/banners.json';
import frLeadership from './fr/leadership.json';
import frInnovation from './fr/our-innovation.json';
import frVision from './fr/vision-values.json';

// Each language's heroes, with the catalogues of the sections their buttons scroll to.
const locales = [
  ['en', enBanners, enLeadership, enInnovation, enVision],
  ['fr', frBanners, frLeadership, frInnovation, frVision],
  ['ar', arBanners, arLeadership, arInnovation, arVision],
] as const;

describe('heroes', () => {
  it.each(locales)('scroll to a section of their page (%s)', (_, { banners }, leadership, innovation, vision) => {
    expect(banners.ourLeadership.buttonLink).toBe(`#${leadership.boardOfDirectors.id}`);
    expect(banners.ourInnovation.buttonLink).toBe(`#${innovation.opennessTheme.sectionId}`);
    expect(banners.visionValues.buttonLink).toBe(`#${vision.visionCard.sectionId}`);
  });
});
