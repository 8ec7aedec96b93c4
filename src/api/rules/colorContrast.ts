import { HEX_COLOR_PATTERN } from '../schemas/branding';

/**
 * Colour contrast as WCAG 2.x measures it (relative luminance, ratio from 1:1 to 21:1), for the branding tab's
 * warning (beyond the original product): a brand colour used for text or behind text should reach AA, 4.5:1 for
 * body text.
 */

export const WCAG_AA_TEXT = 4.5;

export type Rgb = readonly [r: number, g: number, b: number];

/** `#RGB` or `#RRGGBB` as 0–255 channels; null for anything else. */
export function parseHexColor(value: string): Rgb | null {
  const hex = value.trim();
  if (!HEX_COLOR_PATTERN.test(hex)) return null;
  const digits =
    hex.length === 4
      ? [...hex.slice(1)].map((digit) => digit + digit)
      : [hex.slice(1, 3), hex.slice(3, 5), hex.slice(5, 7)];
  const [r, g, b] = digits.map((pair) => parseInt(pair, 16));
  return [r!, g!, b!];
}

/** The relative luminance of an sRGB colour (WCAG 2.x): 0 for black, 1 for white. */
export function relativeLuminance([r, g, b]: Rgb): number {
  const linear = (channel: number) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** The contrast ratio of two colours, from 1 (none) to 21 (black on white). */
export function contrastRatio(a: Rgb, b: Rgb): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

export const WHITE: Rgb = [255, 255, 255];
export const BLACK: Rgb = [0, 0, 0];

export interface TextOnColor {
  /** The better of white and black text on the colour. */
  text: 'white' | 'black';
  ratio: number;
  passesAA: boolean;
}

/**
 * The text colour (white or black, whichever contrasts more) to put on a background colour. Note that one of
 * the two always reaches at least about 4.58:1, so this alone never fails AA.
 */
export function textOn(background: Rgb): TextOnColor {
  const onWhite = contrastRatio(background, WHITE);
  const onBlack = contrastRatio(background, BLACK);
  const text = onWhite >= onBlack ? 'white' : 'black';
  const ratio = Math.max(onWhite, onBlack);
  return { text, ratio, passesAA: ratio >= WCAG_AA_TEXT };
}

export interface PrimaryContrast {
  /** White or black text on the primary colour (a cover band, a header). */
  textOnPrimary: TextOnColor;
  /** The primary colour as text (headings, bullets) on the white page. */
  primaryOnWhite: number;
  /** Whether either use fails AA: what the branding tab warns about. */
  failsAA: boolean;
}

/** How the primary colour fares in both uses; null when it is not a valid HEX colour (or not set). */
export function primaryContrast(primary: string | null | undefined): PrimaryContrast | null {
  const rgb = primary ? parseHexColor(primary) : null;
  if (!rgb) return null;
  const textOnPrimary = textOn(rgb);
  const primaryOnWhite = contrastRatio(rgb, WHITE);
  return {
    textOnPrimary,
    primaryOnWhite,
    failsAA: !textOnPrimary.passesAA || primaryOnWhite < WCAG_AA_TEXT,
  };
}
