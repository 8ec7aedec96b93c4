import { crc32, deflateSync } from 'node:zlib';

/**
 * GIF logos in a PDF: pdfkit (under pdfmake) embeds PNG and JPEG only, so a GIF's first frame is decoded here
 * (LZW, colour tables, transparency, interlacing) and written as an 8-bit RGBA PNG. Decoding also proves, at
 * upload, that the file is a usable GIF. Sizes are capped (`MAX_LOGO_PIXELS`): a small file can declare a huge
 * canvas.
 */

/** At most this many pixels in a logo (a 2,048 × 2,048 image): enough for any logo, bounded memory. */
export const MAX_LOGO_PIXELS = 2048 * 2048;
/** At most this many pixels on a side. */
export const MAX_LOGO_SIDE = 8192;

export class ImageError extends Error {
  constructor(readonly problem: 'broken' | 'tooLarge') {
    super(problem);
    this.name = 'ImageError';
  }
}

export interface RgbaImage {
  width: number;
  height: number;
  /** Four bytes per pixel, rows top to bottom. */
  rgba: Uint8Array;
}

/** Whether a width and height are within the logo limits. */
export function withinLogoLimits(width: number, height: number): boolean {
  return width <= MAX_LOGO_SIDE && height <= MAX_LOGO_SIDE && width * height <= MAX_LOGO_PIXELS;
}

class Reader {
  pos = 0;
  constructor(private readonly bytes: Uint8Array) {}
  byte(): number {
    if (this.pos >= this.bytes.length) throw new ImageError('broken');
    return this.bytes[this.pos++]!;
  }
  u16(): number {
    const low = this.byte();
    return low | (this.byte() << 8);
  }
  take(length: number): Uint8Array {
    if (this.pos + length > this.bytes.length) throw new ImageError('broken');
    const part = this.bytes.subarray(this.pos, this.pos + length);
    this.pos += length;
    return part;
  }
  /** Data sub-blocks up to the block terminator, joined. */
  subBlocks(): Uint8Array {
    const parts: Uint8Array[] = [];
    let total = 0;
    for (let size = this.byte(); size !== 0; size = this.byte()) {
      const part = this.take(size);
      parts.push(part);
      total += size;
    }
    const joined = new Uint8Array(total);
    let at = 0;
    for (const part of parts) {
      joined.set(part, at);
      at += part.length;
    }
    return joined;
  }
  skipSubBlocks(): void {
    for (let size = this.byte(); size !== 0; size = this.byte()) this.take(size);
  }
}

/**
 * GIF's LZW: `pixelCount` colour indexes from the image data. Data that ends early leaves the rest 0 (as
 * browsers show such a file); a code that cannot occur makes the file broken.
 */
export function lzwDecode(data: Uint8Array, minCodeSize: number, pixelCount: number): Uint8Array {
  if (minCodeSize < 1 || minCodeSize > 8) throw new ImageError('broken');
  const out = new Uint8Array(pixelCount);
  const prefix = new Int16Array(4096);
  const suffix = new Uint8Array(4096);
  const first = new Uint8Array(4096);
  const length = new Uint16Array(4096);
  const clear = 1 << minCodeSize;
  const end = clear + 1;
  for (let code = 0; code < clear; code++) {
    prefix[code] = -1;
    suffix[code] = code & 0xff;
    first[code] = code & 0xff;
    length[code] = 1;
  }
  let codeSize = minCodeSize + 1;
  let next = end + 1;
  let previous = -1;
  let accumulator = 0;
  let bits = 0;
  let pos = 0;
  let written = 0;

  const write = (code: number) => {
    const size = length[code]!;
    let at = code;
    for (let i = size - 1; i >= 0; i--) {
      if (written + i < pixelCount) out[written + i] = suffix[at]!;
      at = prefix[at]!;
    }
    written += size;
  };

  while (written < pixelCount) {
    while (bits < codeSize) {
      if (pos >= data.length) return out;
      accumulator |= data[pos++]! << bits;
      bits += 8;
    }
    const code = accumulator & ((1 << codeSize) - 1);
    accumulator >>>= codeSize;
    bits -= codeSize;
    if (code === clear) {
      codeSize = minCodeSize + 1;
      next = end + 1;
      previous = -1;
      continue;
    }
    if (code === end) break;
    if (previous === -1) {
      if (code >= clear) throw new ImageError('broken');
      write(code);
      previous = code;
      continue;
    }
    if (code > next || (code === next && next >= 4096)) throw new ImageError('broken');
    if (next < 4096) {
      prefix[next] = previous;
      suffix[next] = code < next ? first[code]! : first[previous]!;
      first[next] = first[previous]!;
      length[next] = length[previous]! + 1;
      next++;
      if (next === 1 << codeSize && codeSize < 12) codeSize++;
    }
    write(code);
    previous = code;
  }
  return out;
}

/** The rows of an interlaced image in the order they are stored: every 8th from 0, from 4, every 4th from 2, every 2nd from 1. */
function interlacedRows(height: number): number[] {
  const rows: number[] = [];
  for (const [start, step] of [
    [0, 8],
    [4, 8],
    [2, 4],
    [1, 2],
  ] as const) {
    for (let y = start; y < height; y += step) rows.push(y);
  }
  return rows;
}

/** The first frame of a GIF on its logical screen, as RGBA (transparent where the frame does not paint). */
export function decodeGif(bytes: Uint8Array): RgbaImage {
  const r = new Reader(bytes);
  const signature = String.fromCharCode(...r.take(6));
  if (signature !== 'GIF87a' && signature !== 'GIF89a') throw new ImageError('broken');
  const width = r.u16();
  const height = r.u16();
  const packed = r.byte();
  r.byte(); // background colour index
  r.byte(); // pixel aspect ratio
  if (width === 0 || height === 0) throw new ImageError('broken');
  if (!withinLogoLimits(width, height)) throw new ImageError('tooLarge');
  const globalTable = packed & 0x80 ? r.take(3 * (1 << ((packed & 0x07) + 1))) : null;
  let transparentIndex = -1;

  for (;;) {
    const introducer = r.byte();
    if (introducer === 0x3b) throw new ImageError('broken'); // trailer before any image
    if (introducer === 0x21) {
      const label = r.byte();
      if (label === 0xf9) {
        const block = r.subBlocks();
        if (block.length >= 4) transparentIndex = block[0]! & 0x01 ? block[3]! : -1;
      } else r.skipSubBlocks();
      continue;
    }
    if (introducer !== 0x2c) throw new ImageError('broken');
    const left = r.u16();
    const top = r.u16();
    const frameWidth = r.u16();
    const frameHeight = r.u16();
    const framePacked = r.byte();
    if (frameWidth === 0 || frameHeight === 0) throw new ImageError('broken');
    if (!withinLogoLimits(frameWidth, frameHeight)) throw new ImageError('tooLarge');
    const table = framePacked & 0x80 ? r.take(3 * (1 << ((framePacked & 0x07) + 1))) : globalTable;
    if (!table) throw new ImageError('broken');
    const minCodeSize = r.byte();
    const indexes = lzwDecode(r.subBlocks(), minCodeSize, frameWidth * frameHeight);
    const rows =
      framePacked & 0x40 ? interlacedRows(frameHeight) : Array.from({ length: frameHeight }, (_, y) => y);

    const rgba = new Uint8Array(width * height * 4);
    rows.forEach((frameY, stored) => {
      const y = top + frameY;
      if (y >= height) return;
      for (let x = 0; x < frameWidth; x++) {
        const screenX = left + x;
        if (screenX >= width) break;
        const index = indexes[stored * frameWidth + x]!;
        if (index === transparentIndex || index * 3 + 2 >= table.length) continue;
        const at = (y * width + screenX) * 4;
        rgba[at] = table[index * 3]!;
        rgba[at + 1] = table[index * 3 + 1]!;
        rgba[at + 2] = table[index * 3 + 2]!;
        rgba[at + 3] = 255;
      }
    });
    return { width, height, rgba };
  }
}

function chunk(type: string, data: Uint8Array): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])) >>> 0, 0);
  return Buffer.concat([head, data, crc]);
}

/** An 8-bit RGBA PNG of the image (filter 0 on every row, deflated). */
export function encodePng({ width, height, rgba }: RgbaImage): Uint8Array {
  const stride = width * 4;
  const raw = Buffer.alloc((stride + 1) * height);
  for (let y = 0; y < height; y++) {
    raw[y * (stride + 1)] = 0;
    raw.set(rgba.subarray(y * stride, (y + 1) * stride), y * (stride + 1) + 1);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 6; // RGBA
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return new Uint8Array(
    Buffer.concat([
      signature,
      chunk('IHDR', header),
      chunk('IDAT', deflateSync(raw)),
      chunk('IEND', new Uint8Array(0)),
    ]),
  );
}

/** A GIF's first frame as PNG. */
export function gifToPng(bytes: Uint8Array): Uint8Array {
  return encodePng(decodeGif(bytes));
}
