import { LATE_FACES_ATTRIBUTE, LATE_FACES_ID, type LateFaces, type LateFacesJoined } from '@bbg/contract';

const unquote = (name: string): string => name.replace(/^(["'])(.*)\1$/, '$2');

/**
 * Did the first paint use this web face? It did when it reached for that face's fallback (fonts.css: same family plus
 * ' fallback', same weight): a browser only loads, or fails to find, a face that words on the page ask for. Words in
 * a family that already has a face on the page (the LCP words' face) never reach for a fallback: until a face of
 * their weight joins, they are set in that one (Inter 600 words in Inter 400, made bold). Which weights they use
 * cannot be told, so the family's late faces count as used: loaded before they join, they lay the page out once,
 * where a face joining unloaded laid it out again when it arrived (/brands: a second 14-24 ms relayout).
 */
function used(face: FontFace): boolean {
  let asked = false;
  // Chrome gives a family of several words quoted ("IBM Plex Sans Arabic"), the one it was made with too.
  const name = unquote(face.family);
  document.fonts.forEach((other) => {
    const family = unquote(other.family);
    if (other.status === 'unloaded') return;
    if (family === name || (family === `${name} fallback` && other.weight === face.weight)) asked = true;
  });
  return asked;
}

/**
 * The late faces join the document as FontFace objects, all in one go once the ones the first paint used have
 * arrived: the page is laid out again once, with them, rather than once as a sheet of them applies and again as each
 * font arrives. Their descriptors are named in the head, so nothing is fetched for them before the first paint is on
 * screen. A face the first paint did not use is added unloaded and loads when words need it, as a sheet's face would.
 * Where this cannot be done (no Font Loading API, a face that fails), their sheet is linked instead (the one
 * <noscript> links for a browser without scripts).
 */
export function addLateFaces(html: HTMLElement): void {
  const named = document.getElementById(LATE_FACES_ID);
  if (!named) return;
  let late: LateFaces | null = null;
  try {
    late = JSON.parse(named.textContent || 'null') as LateFaces | null;
  } catch {
    late = null;
  }
  if (!late || typeof late.sheet !== 'string') return;
  const { sheet, faces: described } = late;
  const joined = (how: LateFacesJoined): void => html.setAttribute(LATE_FACES_ATTRIBUTE, how);
  const applySheet = (): void => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = sheet;
    document.head.appendChild(link);
    joined('sheet');
  };
  if (typeof FontFace !== 'function' || !document.fonts || !Array.isArray(described)) return applySheet();
  let faces: FontFace[];
  try {
    // Each record holds its rule's descriptors under the names FontFace takes (weight, style, display, unicodeRange:
    // the Arabic faces draw Arabic only); FontFace reads those and ignores the family and src beside them.
    faces = described.map((face) => new FontFace(face.family, face.src, face as FontFaceDescriptors));
  } catch {
    return applySheet();
  }
  Promise.all(faces.filter(used).map((face) => face.load())).then(() => {
    for (const face of faces) document.fonts.add(face);
    joined('added');
  }, applySheet);
}
