/**
 * The widths every drawn picture comes in (tools/imagery/rasterize.ts draws them, pages name them in srcset): a
 * phone's width (412 px at 1.75× is 721 px) and a wide screen's. One list for both sides; this file imports no picture,
 * so the Node tools read it too.
 */
export const PICTURE_WIDTHS = [800, 1600] as const;

/**
 * The <img> attributes of a picture drawn at PICTURE_WIDTHS: both widths, so the browser takes the one its shown
 * width needs (sizes), the larger as the fallback address, and its size.
 */
export function pictureWidths(small: string, large: string, sizes: string, width: number, height: number) {
  const [smallWidth, largeWidth] = PICTURE_WIDTHS;
  return { src: large, srcSet: `${small} ${smallWidth}w, ${large} ${largeWidth}w`, sizes, width, height } as const;
}
