import { ImageError } from './gif';
import type { RasterKind } from './raster';
import { checkRaster, rasterKindOf } from './raster';
import { checkSvg, looksLikeXml, xmlOutline } from './svg';

/**
 * What a logo file is, by its content and by its name: png, jpeg, gif or svg. The two must agree (a PNG named
 * `.svg`, an HTML page named `.png` are refused), and the content must be sound (`checkLogoContent`).
 */

export type LogoKind = RasterKind | 'svg';

export const logoContentTypes: Record<LogoKind, 'image/png' | 'image/jpeg' | 'image/gif' | 'image/svg+xml'> =
  {
    png: 'image/png',
    jpeg: 'image/jpeg',
    gif: 'image/gif',
    svg: 'image/svg+xml',
  };

/** The kind of a content type as stored, or null for anything else. */
export function logoKindOfContentType(contentType: string): LogoKind | null {
  const found = (Object.entries(logoContentTypes) as [LogoKind, string][]).find(
    ([, type]) => type === contentType,
  );
  return found ? found[0] : null;
}

/** The kind a file name's extension promises (`.jpg` and `.jpeg` are JPEG), or null. */
export function logoKindOfName(fileName: string): LogoKind | null {
  const extension = fileName.slice(fileName.lastIndexOf('.') + 1).toLowerCase();
  switch (extension) {
    case 'png':
    case 'gif':
    case 'svg':
      return extension;
    case 'jpg':
    case 'jpeg':
      return 'jpeg';
    default:
      return null;
  }
}

/** UTF-8 text of the bytes (a BOM dropped), or null when they are not UTF-8. */
export function utf8Text(bytes: Uint8Array): string | null {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return null;
  }
}

/**
 * The kind the content is: a raster image by its magic number, or UTF-8 XML text whose first element is
 * `<svg>` (whether it is a sound SVG is `checkLogoContent`'s question).
 */
export function logoKindOfContent(bytes: Uint8Array): LogoKind | null {
  const raster = rasterKindOf(bytes);
  if (raster) return raster;
  if (!looksLikeXml(bytes)) return null;
  const text = utf8Text(bytes);
  return text !== null && xmlOutline(text).root === 'svg' ? 'svg' : null;
}

export interface CheckedLogo {
  kind: LogoKind;
  /** What is stored: the raster file as it came, an SVG as checked and written out again. */
  content: Uint8Array;
  width: number;
  height: number;
}

/**
 * Checks the content of a logo whose kind is known: a raster image as deeply as the PDF renderer reads it, an
 * SVG for script and external references. Throws `ImageError`, `InvalidSvgError` or `UnsafeSvgError`.
 */
export function checkLogoContent(kind: LogoKind, bytes: Uint8Array): CheckedLogo {
  if (kind !== 'svg') return { kind, content: bytes, ...checkRaster(kind, bytes) };
  const text = utf8Text(bytes);
  if (text === null) throw new ImageError('broken');
  const checked = checkSvg(text);
  return {
    kind,
    content: new TextEncoder().encode(checked.svg),
    width: checked.width,
    height: checked.height,
  };
}
