// PNG reading and writing for the look comparison, and the pixel comparison itself, with Node's zlib only
// (no image dependency). Reads what Chromium writes for a screenshot: 8 bits per channel, grey, grey with
// alpha, RGB or RGBA, not interlaced; anything else is refused with its reason.
import { crc32, deflateSync, inflateSync } from 'node:zlib';

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** Channels per colour type (PNG spec 11.2.2): 0 grey, 2 RGB, 4 grey + alpha, 6 RGBA. */
const CHANNELS = { 0: 1, 2: 3, 4: 2, 6: 4 };

/** The Paeth predictor (PNG spec 9.4). */
function paeth(a, b, c) {
  const p = a + b - c;
  const pa = Math.abs(p - a);
  const pb = Math.abs(p - b);
  const pc = Math.abs(p - c);
  if (pa <= pb && pa <= pc) return a;
  return pb <= pc ? b : c;
}

/** `{ width, height, data }` with `data` RGBA, 4 bytes per pixel, row by row. */
export function decodePng(buffer) {
  if (buffer.length < 8 || !buffer.subarray(0, 8).equals(SIGNATURE)) throw new Error('geen PNG-bestand');
  let width = 0;
  let height = 0;
  let colorType = -1;
  const idat = [];
  for (let at = 8; at + 8 <= buffer.length;) {
    const length = buffer.readUInt32BE(at);
    const type = buffer.toString('latin1', at + 4, at + 8);
    const body = buffer.subarray(at + 8, at + 8 + length);
    at += 12 + length;
    if (type === 'IHDR') {
      width = body.readUInt32BE(0);
      height = body.readUInt32BE(4);
      const depth = body[8];
      colorType = body[9];
      if (depth !== 8 || !(colorType in CHANNELS) || body[12] !== 0)
        throw new Error(
          `PNG niet ondersteund (bitdiepte ${depth}, kleurtype ${colorType}, interlace ${body[12]})`,
        );
    } else if (type === 'IDAT') idat.push(body);
    else if (type === 'IEND') break;
  }
  if (!width || !height || idat.length === 0) throw new Error('PNG zonder IHDR of IDAT');
  const channels = CHANNELS[colorType];
  const stride = width * channels;
  const raw = inflateSync(Buffer.concat(idat));
  if (raw.length < height * (stride + 1)) throw new Error('PNG-gegevens te kort');

  // Undo the per-row filters into `pixels` (the image's own channels), then widen to RGBA.
  const pixels = Buffer.alloc(height * stride);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)];
    const src = y * (stride + 1) + 1;
    const row = y * stride;
    const up = row - stride;
    for (let x = 0; x < stride; x++) {
      const a = x >= channels ? pixels[row + x - channels] : 0;
      const b = y > 0 ? pixels[up + x] : 0;
      const c = x >= channels && y > 0 ? pixels[up + x - channels] : 0;
      const value = raw[src + x];
      let out;
      if (filter === 0) out = value;
      else if (filter === 1) out = value + a;
      else if (filter === 2) out = value + b;
      else if (filter === 3) out = value + ((a + b) >> 1);
      else if (filter === 4) out = value + paeth(a, b, c);
      else throw new Error(`PNG-filter ${filter} onbekend`);
      pixels[row + x] = out & 0xff;
    }
  }
  const data = new Uint8Array(width * height * 4);
  for (let i = 0, j = 0; i < width * height; i++, j += channels) {
    const o = i * 4;
    if (channels >= 3) {
      data[o] = pixels[j];
      data[o + 1] = pixels[j + 1];
      data[o + 2] = pixels[j + 2];
      data[o + 3] = channels === 4 ? pixels[j + 3] : 255;
    } else {
      data[o] = data[o + 1] = data[o + 2] = pixels[j];
      data[o + 3] = channels === 2 ? pixels[j + 1] : 255;
    }
  }
  return { width, height, data };
}

function chunk(type, body) {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(body.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), body])), 0);
  return Buffer.concat([head, body, crc]);
}

/** An RGBA image as a PNG file (no filtering; the diff images are mostly flat and deflate well). */
export function encodePng({ width, height, data }) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8;
  header[9] = 6;
  const raw = Buffer.alloc(height * (width * 4 + 1));
  for (let y = 0; y < height; y++)
    Buffer.from(data.buffer, data.byteOffset + y * width * 4, width * 4).copy(raw, y * (width * 4 + 1) + 1);
  return Buffer.concat([
    SIGNATURE,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 6 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The pixel at (x, y) blended onto white, as YIQ (the colour space pixelmatch compares in). */
function yiq(image, x, y) {
  const o = (y * image.width + x) * 4;
  const alpha = image.data[o + 3] / 255;
  const r = 255 + (image.data[o] - 255) * alpha;
  const g = 255 + (image.data[o + 1] - 255) * alpha;
  const b = 255 + (image.data[o + 2] - 255) * alpha;
  return [
    r * 0.29889531 + g * 0.58662247 + b * 0.11448223,
    r * 0.59597799 - g * 0.2741761 - b * 0.32180189,
    r * 0.21147017 - g * 0.52261711 + b * 0.31114694,
  ];
}

/**
 * Compares two images pixel by pixel. A pixel differs when its colour distance (YIQ, as pixelmatch measures
 * it) is above `threshold` (0 to 1). Pixelmatch's default 0.1 passes anti-aliasing noise, and also a
 * brightness change of up to about 25 of 255 levels (one step of a Radix grey scale); the `changed` count
 * shows those too. Images of different sizes are compared over the larger size: what one of them lacks
 * counts as differing. Answers the count, the count of pixels that are not exactly equal at all (`changed`,
 * differing ones included), the compared pixel total and a diff image: the first image faded to grey,
 * differing pixels red, changed pixels below the threshold orange, pixels outside one of the two magenta.
 */
export function compareImages(a, b, { threshold = 0.1 } = {}) {
  const width = Math.max(a.width, b.width);
  const height = Math.max(a.height, b.height);
  const maxDelta = 35215 * threshold * threshold;
  const diff = new Uint8Array(width * height * 4);
  let differing = 0;
  let changed = 0;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const o = (y * width + x) * 4;
      diff[o + 3] = 255;
      const inA = x < a.width && y < a.height;
      const inB = x < b.width && y < b.height;
      if (!inA || !inB) {
        differing++;
        changed++;
        diff[o] = 255;
        diff[o + 1] = 0;
        diff[o + 2] = 255;
        continue;
      }
      const ia = (y * a.width + x) * 4;
      const ib = (y * b.width + x) * 4;
      const same =
        a.data[ia] === b.data[ib] &&
        a.data[ia + 1] === b.data[ib + 1] &&
        a.data[ia + 2] === b.data[ib + 2] &&
        a.data[ia + 3] === b.data[ib + 3];
      let delta = 0;
      if (!same) {
        changed++;
        const [y1, i1, q1] = yiq(a, x, y);
        const [y2, i2, q2] = yiq(b, x, y);
        delta = 0.5053 * (y1 - y2) ** 2 + 0.299 * (i1 - i2) ** 2 + 0.1957 * (q1 - q2) ** 2;
      }
      if (delta > maxDelta) {
        differing++;
        diff[o] = 255;
        diff[o + 1] = 0;
        diff[o + 2] = 0;
      } else if (!same) {
        diff[o] = 255;
        diff[o + 1] = 160;
        diff[o + 2] = 0;
      } else {
        const grey = 255 + (yiq(a, x, y)[0] - 255) * 0.1;
        diff[o] = diff[o + 1] = diff[o + 2] = grey;
      }
    }
  }
  return { differing, changed, total: width * height, diff: { width, height, data: diff } };
}
