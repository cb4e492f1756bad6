import { LATE_FACES_ATTRIBUTE, LATE_FACES_ID, type FaceDescriptors } from '@bbg/contract';
import { addLateFaces } from './late-faces';

const html = document.documentElement;

/** The Font Loading API as far as addLateFaces uses it: each face made, and what joined the document. */
class FakeFace {
  static made: FakeFace[] = [];
  status = 'unloaded';
  readonly weight: string;
  readonly family: string;
  constructor(
    family: string,
    readonly src: string,
    readonly descriptors: FontFaceDescriptors,
  ) {
    // As Chrome gives it back: a family of several words quoted.
    this.family = /\s/.test(family) ? `"${family}"` : family;
    this.weight = descriptors.weight ?? 'normal';
    FakeFace.made.push(this);
  }
  load(): Promise<this> {
    this.status = 'loaded';
    return Promise.resolve(this);
  }
}

function withFonts(present: { family: string; weight: string; status: string }[]): Set<unknown> {
  const fonts = new Set<unknown>(present);
  Object.defineProperty(document, 'fonts', { value: fonts, configurable: true });
  return fonts;
}

function named(faces: readonly FaceDescriptors[]): void {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = LATE_FACES_ID;
  element.textContent = JSON.stringify({ sheet: '/static/css/faces.1.css', faces });
  document.head.append(element);
}

beforeEach(() => {
  FakeFace.made = [];
  Object.defineProperty(window, 'FontFace', { value: FakeFace, configurable: true, writable: true });
});
afterEach(() => {
  html.removeAttribute(LATE_FACES_ATTRIBUTE);
  document.head.replaceChildren();
  Reflect.deleteProperty(window, 'FontFace');
  Reflect.deleteProperty(document, 'fonts');
});

const arabic: FaceDescriptors = { family: 'IBM Plex Sans Arabic', src: 'url(/static/fonts/plex-400.1.woff2)format("woff2")', weight: '400', style: 'normal', display: 'swap', unicodeRange: 'U+0600-06FF, U+FE70-FEFC' };
const inter: FaceDescriptors = { family: 'Inter', src: 'url(/static/fonts/inter-600.1.woff2)format("woff2")', weight: '600' };

describe('the late faces', () => {
  it("join with their rule's descriptors, the Arabic face for the Arabic blocks only", async () => {
    const fonts = withFonts([]);
    named([arabic, inter]);
    addLateFaces(html);
    await Promise.resolve();
    const [plex, latin] = FakeFace.made;
    expect(plex?.descriptors).toMatchObject({ weight: '400', style: 'normal', display: 'swap', unicodeRange: 'U+0600-06FF, U+FE70-FEFC' });
    expect(latin?.descriptors).toMatchObject({ weight: '600' });
    expect(latin?.descriptors.unicodeRange).toBeUndefined();
    expect([...fonts]).toEqual(FakeFace.made);
    expect(html).toHaveAttribute(LATE_FACES_ATTRIBUTE, 'added');
  });

  it('load first the ones the first paint reached for through their fallback face, and only those, a family of several words too', async () => {
    withFonts([{ family: '"IBM Plex Sans Arabic fallback"', weight: '400', status: 'loaded' }, { family: '"Inter fallback"', weight: '600', status: 'unloaded' }]);
    named([arabic, inter]);
    addLateFaces(html);
    await Promise.resolve();
    expect(FakeFace.made.map((face) => `${face.family} ${face.status}`)).toEqual(['"IBM Plex Sans Arabic" loaded', 'Inter unloaded']);
  });
});
