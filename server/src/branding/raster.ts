import { crc32, inflateSync } from 'node:zlib';
import { ImageError, decodeGif, withinLogoLimits } from './gif';

/**
 * Raster logos by their content: which kind the bytes are (magic numbers), and whether the PDF renderer can
 * use them. pdfkit, under pdfmake, decodes some PNGs (alpha, transparency, interlacing) in an asynchronous
 * callback where an error cannot be caught and ends the process; so a PNG is checked here exactly as deeply as
 * pdfkit will read it: chunks and their CRCs, the header, the image data inflating to the size the header
 * promises, a valid filter on every row. A JPEG is read as pdfkit reads it (its frame header); a GIF is
 * decoded whole.
 */

export type RasterKind = 'png' | 'jpeg' | 'gif';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

const startsWith = (bytes: Uint8Array, prefix: readonly number[]) =>
  bytes.length >= prefix.length && prefix.every((byte, i) => bytes[i] === byte);

/** The raster kind the bytes announce (their magic number), or null. */
export function rasterKindOf(bytes: Uint8Array): RasterKind | null {
  if (startsWith(bytes, PNG_SIGNATURE)) return 'png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  const head = String.fromCharCode(...bytes.subarray(0, 6));
  if (head === 'GIF87a' || head === 'GIF89a') return 'gif';
  return null;
}

export interface RasterSize {
  width: number;
  height: number;
}

const view = (bytes: Uint8Array) => new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);

/** Bit depths allowed per PNG colour type, and the samples per pixel. */
const PNG_COLOR_TYPES: Record<number, { depths: number[]; samples: number }> = {
  0: { depths: [1, 2, 4, 8, 16], samples: 1 },
  2: { depths: [8, 16], samples: 3 },
  3: { depths: [1, 2, 4, 8], samples: 1 },
  4: { depths: [8, 16], samples: 2 },
  6: { depths: [8, 16], samples: 4 },
};

/** The Adam7 passes: start and step of columns and rows. */
const ADAM7 = [
  [0, 8, 0, 8],
  [4, 8, 0, 8],
  [0, 4, 4, 8],
  [2, 4, 0, 4],
  [0, 2, 2, 4],
  [1, 2, 0, 2],
  [0, 1, 1, 2],
] as const;

/** Each stored row's length in bytes (without its filter byte), pass by pass for an interlaced image. */
function pngRowLengths(width: number, height: number, bitsPerPixel: number, interlaced: boolean): number[] {
  const rowBytes = (columns: number) => Math.ceil((columns * bitsPerPixel) / 8);
  if (!interlaced) return Array.from({ length: height }, () => rowBytes(width));
  const rows: number[] = [];
  for (const [x0, dx, y0, dy] of ADAM7) {
    const columns = Math.ceil((width - x0) / dx);
    const count = Math.ceil((height - y0) / dy);
    if (columns <= 0 || count <= 0) continue;
    for (let i = 0; i < count; i++) rows.push(rowBytes(columns));
  }
  return rows;
}

/** Checks a PNG as deeply as pdfkit reads it; answers its size. */
export function checkPng(bytes: Uint8Array): RasterSize {
  const data = view(bytes);
  let pos = PNG_SIGNATURE.length;
  let header: { width: number; height: number; depth: number; colorType: number; interlace: number } | null =
    null;
  let palette = false;
  let ended = false;
  const imageData: Uint8Array[] = [];
  while (pos + 12 <= bytes.length) {
    const length = data.getUint32(pos);
    const type = String.fromCharCode(...bytes.subarray(pos + 4, pos + 8));
    if (length > bytes.length - pos - 12) throw new ImageError('broken');
    const body = bytes.subarray(pos + 8, pos + 8 + length);
    const crc = data.getUint32(pos + 8 + length);
    if (crc32(bytes.subarray(pos + 4, pos + 8 + length)) >>> 0 !== crc) throw new ImageError('broken');
    pos += 12 + length;
    if (header === null && type !== 'IHDR') throw new ImageError('broken');
    if (type === 'IHDR') {
      if (header !== null || length !== 13) throw new ImageError('broken');
      const fields = view(body);
      header = {
        width: fields.getUint32(0),
        height: fields.getUint32(4),
        depth: body[8]!,
        colorType: body[9]!,
        interlace: body[12]!,
      };
      if (body[10] !== 0 || body[11] !== 0 || header.interlace > 1) throw new ImageError('broken');
    } else if (type === 'PLTE') {
      if (length === 0 || length % 3 !== 0 || length > 768) throw new ImageError('broken');
      palette = true;
    } else if (type === 'IDAT') {
      imageData.push(body);
    } else if (type === 'IEND') {
      ended = true;
      break;
    }
  }
  if (!header || !ended || imageData.length === 0) throw new ImageError('broken');
  const { width, height, depth, colorType, interlace } = header;
  const kind = PNG_COLOR_TYPES[colorType];
  if (!kind || !kind.depths.includes(depth) || width === 0 || height === 0) throw new ImageError('broken');
  if (colorType === 3 && !palette) throw new ImageError('broken');
  if (!withinLogoLimits(width, height)) throw new ImageError('tooLarge');

  const rows = pngRowLengths(width, height, depth * kind.samples, interlace === 1);
  const expected = rows.reduce((sum, row) => sum + row + 1, 0);
  let pixels: Buffer;
  try {
    pixels = inflateSync(Buffer.concat(imageData), { maxOutputLength: expected + 64 * 1024 });
  } catch {
    throw new ImageError('broken');
  }
  if (pixels.length < expected) throw new ImageError('broken');
  let at = 0;
  for (const row of rows) {
    if (pixels[at]! > 4) throw new ImageError('broken');
    at += row + 1;
  }
  return { width, height };
}

/** pdfkit's JPEG frame markers (SOF0…SOF15 but DHT, JPG and DAC). */
const JPEG_FRAMES = new Set([
  0xffc0, 0xffc1, 0xffc2, 0xffc3, 0xffc5, 0xffc6, 0xffc7, 0xffc8, 0xffc9, 0xffca, 0xffcb, 0xffcc, 0xffcd,
  0xffce, 0xffcf,
]);

/** Reads a JPEG's frame header as pdfkit does (it embeds the file as it is); answers its size. */
export function checkJpeg(bytes: Uint8Array): RasterSize {
  const data = view(bytes);
  let pos = 2;
  while (pos < bytes.length) {
    while (pos < bytes.length && bytes[pos] !== 0xff) pos++;
    if (pos + 4 > bytes.length) break;
    const marker = data.getUint16(pos);
    pos += 2;
    if (JPEG_FRAMES.has(marker)) {
      if (pos + 8 > bytes.length) break;
      const height = data.getUint16(pos + 3);
      const width = data.getUint16(pos + 5);
      const channels = bytes[pos + 7]!;
      if (width === 0 || height === 0 || ![1, 3, 4].includes(channels)) break;
      if (!withinLogoLimits(width, height)) throw new ImageError('tooLarge');
      return { width, height };
    }
    pos += data.getUint16(pos);
  }
  throw new ImageError('broken');
}

/** Checks raster content of the given kind; answers its size. Throws `ImageError`. */
export function checkRaster(kind: RasterKind, bytes: Uint8Array): RasterSize {
  switch (kind) {
    case 'png':
      return checkPng(bytes);
    case 'jpeg':
      return checkJpeg(bytes);
    case 'gif': {
      const { width, height } = decodeGif(bytes);
      return { width, height };
    }
  }
}
