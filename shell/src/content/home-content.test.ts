import { artTopics, NEWS_ARTICLE_PATH } from '@bbg/kit';
import { brandSites } from '@bbg/contract';
import { englishHomeCopy } from '../pages/home/home-copy.fixture';
import { BRAND_SLIDE_LOCK_MS, BRAND_SLIDE_TRANSITION_MS } from './home-brands';
import { logoRowSettings, VISION_INTERVAL_MS } from './home-experience';
import { HERO_PRIMARY_LINK, HERO_ROTATION_MS } from './home-hero';
import { culturePhotos, cultureSettings, timelineSettings } from './home-history';
import { partnerLogoSettings, type AchieveCard } from './home-partners';

const { about, brands, experience, hero, history, news, partners, sections } = englishHomeCopy;
const { aboutBlurb, beliefWords, homeFacts } = about;
const { brandSlides } = brands;
const { experienceLogos, visionCards } = experience;
const { HERO_SECONDARY, heroMessages } = hero;
const { timeline } = history;
const { HOME_NEWS_DATE, homeNews } = news;
const { achieveCards, partnerLogos } = partners;
const { closingCallToAction, homeSections } = sections;

const unique = (values: readonly string[]) => new Set(values).size === values.length;
const externalSites: readonly string[] = Object.values(brandSites);

describe('home content', () => {
  it('has the dot tooltips in the client\u2019s order, the duplicate History kept', () => {
    expect(homeSections.map((section) => section.tooltip)).toEqual(['BBG', 'About Us', '#Experience', 'Brands', 'History', 'History', 'News/Events', 'Partners']);
    expect(unique(homeSections.map((section) => section.id))).toBe(true);
    expect(closingCallToAction.title).toBe('Want to Discover More About Us?');
  });

  it('rotates three hero messages every 8000 ms, to about-us and contact-us', () => {
    expect(HERO_ROTATION_MS).toBe(8000);
    expect(heroMessages).toHaveLength(3);
    expect(unique(heroMessages.map((message) => message.id))).toBe(true);
    for (const message of heroMessages) expect(message.buttonText).toBe('Know More');
    expect(HERO_PRIMARY_LINK).toBe('/about-us');
    expect(HERO_SECONDARY).toEqual({ text: 'Connect with us', link: '/contact-us' });
  });

  it('states the page\u2019s own figures in the four facts', () => {
    expect(homeFacts.map((fact) => fact.title)).toEqual(['11+ Year of Experience', '30+ Countries Served', '1500+ Employees', '100+ Projects Completed']);
    expect(beliefWords).toEqual(['Believe', 'Inspire', 'Value']);
    expect(aboutBlurb).toMatchObject({ linkText: 'LEARN MORE', link: '/about-us' });
  });

  it('has four vision cards at 9000 ms and seven brand logos, one without a link', () => {
    expect(VISION_INTERVAL_MS).toBe(9000);
    expect(visionCards.map((card) => card.title)).toEqual(['Unmatched Excellence', 'Innovation', 'Integrity', 'Collaborative Partnership']);
    expect(experienceLogos).toHaveLength(7);
    expect(unique(experienceLogos.map((logo) => logo.id))).toBe(true);
    const linked = experienceLogos.filter((logo) => 'link' in logo);
    expect(linked).toHaveLength(6);
    for (const logo of linked) expect(externalSites).toContain(logo.link);
  });

  it('has five brand slides with category, name, image, alt text and a brand site', () => {
    expect(brandSlides).toHaveLength(5);
    expect([BRAND_SLIDE_TRANSITION_MS, BRAND_SLIDE_LOCK_MS]).toEqual([600, 1000]);
    expect(unique(brandSlides.map((slide) => slide.id))).toBe(true);
    for (const slide of brandSlides) {
      expect(slide.title && slide.subtitle && slide.alt).toBeTruthy();
      expect(artTopics).toContain(slide.image);
      expect(externalSites).toContain(slide.link);
    }
  });

  it('runs the timeline from 2013 to 2024 at 2 s and has 19 culture photos with alt text', () => {
    expect(timelineSettings.autoplayMs).toBe(2000);
    expect(timeline.map((entry) => entry.year)).toEqual([2013, 2014, 2015, 2016, 2017, 2018, 2019, 2020, 2021, 2022, 2023, 2024]);
    const photos = culturePhotos(history.cultureGallery);
    expect(photos).toHaveLength(19);
    expect(unique(photos.map((photo) => photo.id))).toBe(true);
    expect(unique(photos.map((photo) => photo.alt))).toBe(true);
    expect(photos.filter((photo) => photo.album === 'Culture')).toHaveLength(10);
    expect(photos.filter((photo) => photo.album === 'Annual Meeting')).toHaveLength(9);
    expect(photos[10]).toMatchObject({ album: 'Annual Meeting', image: 'people', alt: 'Annual Meeting 1: Team members on stage' });
    for (const photo of photos) expect(artTopics).toContain(photo.image);
  });

  it("has ten news cards, all dated 22 Sept'22 (a straight apostrophe, as the client's copy has it)", () => {
    expect(homeNews).toHaveLength(10);
    expect(unique(homeNews.map((card) => card.id))).toBe(true);
    expect(HOME_NEWS_DATE).toBe("22 Sept'22");
    expect(homeNews.map((card) => card.title)).toEqual(expect.arrayContaining(['Leadership in Tourism', 'Honored at Arabian Travel Awards', 'Best Corporate Travel Program']));
  });

  it('links the two achieve cards to /news-events-inner and has nine partner logos', () => {
    expect(achieveCards.map((card) => card.link)).toEqual([NEWS_ARTICLE_PATH, NEWS_ARTICLE_PATH]);
    expect(partnerLogos).toHaveLength(9);
    expect(unique(partnerLogos.map((logo) => logo.id))).toBe(true);
  });

  it('shows each carousel\u2019s slides per view at the client\u2019s widths (breakpoints are minimum widths)', () => {
    const perView = ({ slidesPerView, breakpoints }: { readonly slidesPerView: number; readonly breakpoints: object }) => ({ slidesPerView, breakpoints });
    // Brand logos: 7, 4 below 1000 px, 3 below 576 px.
    expect(perView(logoRowSettings)).toEqual({ slidesPerView: 3, breakpoints: { 576: 4, 1000: 7 } });
    // Timeline: 4, 2 at 440 px and below.
    expect(perView(timelineSettings)).toEqual({ slidesPerView: 2, breakpoints: { 441: 4 } });
    // Culture photos: 4, 1.5 up to 576 px.
    expect(perView(cultureSettings)).toEqual({ slidesPerView: 1.5, breakpoints: { 577: 4 } });
    // Partner logos: 4, 3 below 800 px, 2 below 500 px.
    expect(perView(partnerLogoSettings)).toEqual({ slidesPerView: 2, breakpoints: { 500: 3, 800: 4 } });
  });

  it('types card links by the path table: a page it does not have fails typecheck', () => {
    // @ts-expect-error '/news-events' is not a path of the table (npm run typecheck checks this line)
    const card: AchieveCard = { id: 'unknown', title: 'Unknown', text: 'A page the site does not have.', linkText: 'Read', link: '/news-events' };
    expect(card.link).not.toBe(achieveCards[0]?.link);
  });
});
