import { encodePng, gifToPng } from '../branding/gif';
import type { LogoKind } from '../branding/logoContent';
import { checkRaster, rasterKindOf } from '../branding/raster';
import { checkSvg } from '../branding/svg';
import type { ImageNode, SvgNode } from './document';

/** A logo as stored (`organization_logos`): its kind and bytes, checked at upload. */
export interface PdfLogo {
  kind: LogoKind;
  content: Uint8Array;
}

/** A 1 × 1 transparent PNG: what an SVG's embedded image becomes when it cannot be used. */
const EMPTY_PNG = Buffer.from(encodePng({ width: 1, height: 1, rgba: new Uint8Array(4) }));

/**
 * What svg-to-pdfkit does with an `<image>` of an SVG logo: an embedded PNG or JPEG that passes the upload's
 * checks, as bytes; anything else (it cannot occur in a checked logo) as an empty image, so the renderer never
 * reads a file or a URL a logo names.
 */
export function svgImage(link: string): Buffer {
  const match = /^data:image\/(?:png|jpeg|jpg);base64,([a-z0-9+/=]*)$/i.exec(link.replace(/\s+/g, ''));
  if (!match) return EMPTY_PNG;
  const bytes = Buffer.from(match[1]!, 'base64');
  const kind = rasterKindOf(bytes);
  if (kind !== 'png' && kind !== 'jpeg') return EMPTY_PNG;
  try {
    checkRaster(kind, bytes);
    return bytes;
  } catch {
    return EMPTY_PNG;
  }
}

/** The logo prepared for one document: its node at a size, and the size it takes in a box. */
export interface PreparedLogo {
  node(fit: [width: number, height: number]): ImageNode | SvgNode;
  /** The size the logo takes when fitted into the box (its proportions kept). */
  fitted(fit: [width: number, height: number]): [width: number, height: number];
}

function fitter(width: number, height: number) {
  return ([boxWidth, boxHeight]: [number, number]): [number, number] => {
    const scale = Math.min(boxWidth / width, boxHeight / height);
    return [width * scale, height * scale];
  };
}

/**
 * The logo for pdfmake: an SVG as pdfmake's own `svg` node (vector, sharp at any size), a PNG or JPEG as a data
 * URL, a GIF's first frame converted to PNG (pdfkit embeds no GIF). The stored logo is checked again as at
 * upload; one that fails (it cannot, unless the table was written around the API) is left out: null.
 */
export function prepareLogo(logo: PdfLogo): PreparedLogo | null {
  try {
    if (logo.kind === 'svg') {
      const { svg, width, height } = checkSvg(new TextDecoder().decode(logo.content));
      return {
        node: (fit) => ({ svg, fit, options: { imageCallback: svgImage, warningCallback: () => {} } }),
        fitted: fitter(width, height),
      };
    }
    const { width, height } = checkRaster(logo.kind, logo.content);
    const bytes = logo.kind === 'gif' ? gifToPng(logo.content) : logo.content;
    const type = logo.kind === 'jpeg' ? 'image/jpeg' : 'image/png';
    const image = `data:${type};base64,${Buffer.from(bytes).toString('base64')}`;
    return { node: (fit) => ({ image, fit }), fitted: fitter(width, height) };
  } catch {
    return null;
  }
}
