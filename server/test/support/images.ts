// Image files for the logo and PDF tests, made here rather than kept as binaries: small PNG and GIF writers
// (written for the tests, independent of the server's own GIF code), a JPEG made once with Chromium's canvas,
// and SVG documents, harmless and hostile.
import { crc32, deflateSync } from 'node:zlib';

export type Rgba = [number, number, number, number];

function chunk(type: string, data: Uint8Array): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body) >>> 0);
  return Buffer.concat([length, body, crc]);
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

export interface PngOptions {
  width: number;
  height: number;
  /** 2 RGB, 3 palette (with a transparent first entry), 6 RGBA. */
  colorType?: 2 | 3 | 6;
  interlace?: boolean;
  pixel?: (x: number, y: number) => Rgba;
  /** Replaces the image data (deflated or not): a broken file whose chunks are still sound. */
  rawIdat?: Uint8Array;
  /** The header's size, when it should differ from the data's. */
  headerSize?: [number, number];
}

const ADAM7 = [
  [0, 8, 0, 8],
  [4, 8, 0, 8],
  [0, 4, 4, 8],
  [2, 4, 0, 4],
  [0, 2, 2, 4],
  [1, 2, 0, 2],
  [0, 1, 1, 2],
] as const;

/** A PNG (8 bits per sample), every row filtered with "none" (0) except every third with "sub" (1). */
export function png(options: PngOptions): Buffer {
  const { width, height, colorType = 6, interlace = false } = options;
  const pixel =
    options.pixel ??
    (colorType === 3
      ? (x: number, y: number): Rgba =>
          (x + y) % 4 === 0 ? [0, 0, 0, 0] : [31, 78, 121 + ((x + y) % 4) * 20, 255]
      : (x: number, y: number): Rgba => [(x * 40) % 256, (y * 60) % 256, 160, x % 3 === 0 ? 128 : 255]);
  const palette: Rgba[] = [];
  const paletteIndex = (color: Rgba) => {
    const key = color.join(',');
    let index = palette.findIndex((entry) => entry.join(',') === key);
    if (index < 0) index = palette.push(color) - 1;
    return index;
  };
  if (colorType === 3) paletteIndex([0, 0, 0, 0]);
  const bytesPerPixel = colorType === 6 ? 4 : colorType === 2 ? 3 : 1;
  const sample = (x: number, y: number): number[] => {
    const color = pixel(x, y);
    if (colorType === 6) return color;
    if (colorType === 2) return color.slice(0, 3);
    return [paletteIndex(color[3] === 0 ? [0, 0, 0, 0] : [color[0], color[1], color[2], 255])];
  };
  const rows: Buffer[] = [];
  const addRow = (xs: number[], y: number, rowNumber: number) => {
    const raw = xs.flatMap((x) => sample(x, y));
    const filter = rowNumber % 3 === 2 ? 1 : 0;
    const line = Buffer.alloc(raw.length + 1);
    line[0] = filter;
    raw.forEach((value, i) => {
      line[i + 1] =
        filter === 1 && i >= bytesPerPixel ? (value - raw[i - bytesPerPixel]! + 256) % 256 : value;
    });
    rows.push(line);
  };
  if (!interlace) {
    for (let y = 0; y < height; y++)
      addRow(
        Array.from({ length: width }, (_, x) => x),
        y,
        y,
      );
  } else {
    for (const [x0, dx, y0, dy] of ADAM7) {
      const xs: number[] = [];
      for (let x = x0; x < width; x += dx) xs.push(x);
      if (xs.length === 0) continue;
      let rowNumber = 0;
      for (let y = y0; y < height; y += dy) addRow(xs, y, rowNumber++);
    }
  }
  const [headerWidth, headerHeight] = options.headerSize ?? [width, height];
  const header = Buffer.alloc(13);
  header.writeUInt32BE(headerWidth, 0);
  header.writeUInt32BE(headerHeight, 4);
  header[8] = 8;
  header[9] = colorType;
  header[12] = interlace ? 1 : 0;
  const parts = [PNG_SIGNATURE, chunk('IHDR', header)];
  if (colorType === 3) {
    parts.push(chunk('PLTE', Buffer.from(palette.flatMap((color) => color.slice(0, 3)))));
    parts.push(chunk('tRNS', Buffer.from(palette.map((color) => color[3]))));
  }
  parts.push(chunk('IDAT', options.rawIdat ?? deflateSync(Buffer.concat(rows))));
  parts.push(chunk('IEND', Buffer.alloc(0)));
  return Buffer.concat(parts);
}

/**
 * A GIF with one frame, a global colour table and optionally a transparent colour, its image data written
 * with a clear code every few codes so that every code is 9 bits (no compression, but valid LZW).
 */
export function gif(options: {
  width: number;
  height: number;
  colors: [number, number, number][];
  index: (x: number, y: number) => number;
  transparent?: number;
  /** The logical screen's size, when larger than the frame. */
  screen?: [number, number];
}): Buffer {
  const { width, height, colors, index } = options;
  const tableBits = 8;
  const table = Buffer.alloc(3 * 256);
  colors.forEach((color, i) => table.set(color, i * 3));
  const codes: number[] = [];
  const clear = 256;
  let sinceClear = 0;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (sinceClear === 0) codes.push(clear);
      codes.push(index(x, y));
      sinceClear = (sinceClear + 1) % 200;
    }
  }
  codes.push(257);
  const bytes: number[] = [];
  let accumulator = 0;
  let bits = 0;
  for (const code of codes) {
    accumulator |= code << bits;
    bits += 9;
    while (bits >= 8) {
      bytes.push(accumulator & 0xff);
      accumulator >>>= 8;
      bits -= 8;
    }
  }
  if (bits > 0) bytes.push(accumulator & 0xff);
  const blocks: number[] = [];
  for (let i = 0; i < bytes.length; i += 255) {
    const part = bytes.slice(i, i + 255);
    blocks.push(part.length, ...part);
  }
  blocks.push(0);
  const screen = Buffer.alloc(7);
  screen.writeUInt16LE(options.screen?.[0] ?? width, 0);
  screen.writeUInt16LE(options.screen?.[1] ?? height, 2);
  screen[4] = 0x80 | (tableBits - 1);
  const control =
    options.transparent === undefined
      ? Buffer.alloc(0)
      : Buffer.from([0x21, 0xf9, 4, 0x01, 0, 0, options.transparent, 0]);
  const descriptor = Buffer.alloc(10);
  descriptor[0] = 0x2c;
  descriptor.writeUInt16LE(width, 5);
  descriptor.writeUInt16LE(height, 7);
  return Buffer.concat([
    Buffer.from('GIF89a', 'latin1'),
    screen,
    table,
    control,
    descriptor,
    Buffer.from([8]),
    Buffer.from(blocks),
    Buffer.from([0x3b]),
  ]);
}

/** The well-known 1 × 1 transparent GIF. */
export const PIXEL_GIF = Buffer.from(
  'R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==',
  'base64',
);

/** A 24 × 16 JPEG (a blue field with a yellow block), made with Chromium's canvas.toDataURL('image/jpeg'). */
export const JPEG = Buffer.from(
  '/9j/4AAQSkZJRgABAQAAAQABAAD/4gHYSUNDX1BST0ZJTEUAAQEAAAHIAAAAAAQwAABtbnRyUkdCIFhZWiAH4AABAAEAAAAAAABhY3NwAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAQAA9tYAAQAAAADTLQAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAlkZXNjAAAA8AAAACRyWFlaAAABFAAAABRnWFlaAAABKAAAABRiWFlaAAABPAAAABR3dHB0AAABUAAAABRyVFJDAAABZAAAAChnVFJDAAABZAAAAChiVFJDAAABZAAAAChjcHJ0AAABjAAAADxtbHVjAAAAAAAAAAEAAAAMZW5VUwAAAAgAAAAcAHMAUgBHAEJYWVogAAAAAAAAb6IAADj1AAADkFhZWiAAAAAAAABimQAAt4UAABjaWFlaIAAAAAAAACSgAAAPhAAAts9YWVogAAAAAAAA9tYAAQAAAADTLXBhcmEAAAAAAAQAAAACZmYAAPKnAAANWQAAE9AAAApbAAAAAAAAAABtbHVjAAAAAAAAAAEAAAAMZW5VUwAAACAAAAAcAEcAbwBvAGcAbABlACAASQBuAGMALgAgADIAMAAxADb/2wBDAAYEBQYFBAYGBQYHBwYIChAKCgkJChQODwwQFxQYGBcUFhYaHSUfGhsjHBYWICwgIyYnKSopGR8tMC0oMCUoKSj/2wBDAQcHBwoIChMKChMoGhYaKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCj/wAARCAAQABgDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAABgD/xAAkEAAABAQGAwAAAAAAAAAAAAAFERITAAECBAYVFyMxUWWk4v/EABcBAAMBAAAAAAAAAAAAAAAAAAMEBQb/xAApEQAAAgcGBwAAAAAAAAAAAAABEQASExQhMTICAwUVM1EEQVJhYnGB/9oADAMBAAIRAxEAPwAHhsLzoatw95h5W4lRFTOrg5dQ40u8x6v3AfDYpko1biDL7KttSTOmdPJT7hxqj4f2viEcfz55s5XpqgdFRj1RkXZBYdlzIXuo/KUNvqB8SBeSjVwHvPsp3EpM6ZVcHPuKLEgpnQ1cCDLDydtSiKmVPJS6ijTcE2drt41FQWlUUZQntBJV+o1tMqTEvXJP/9k=',
  'base64',
);

/** A harmless SVG logo: shapes, a gradient, a style element, text, an embedded PNG and an internal `<use>`. */
export function safeSvg(): string {
  const embedded = png({ width: 4, height: 4 }).toString('base64');
  return `<?xml version="1.0" encoding="UTF-8"?>
<!-- Logo van de gemeente -->
<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="240" height="80" viewBox="0 0 240 80">
  <defs>
    <linearGradient id="g"><stop offset="0" stop-color="#1F4E79"/><stop offset="1" stop-color="#2E75B6"/></linearGradient>
    <circle id="dot" r="6" fill="#F5B700"/>
  </defs>
  <style>.naam { font-family: 'Work Sans'; font-weight: 600; }</style>
  <rect width="240" height="80" rx="10" fill="url(#g)"/>
  <use xlink:href="#dot" x="24" y="40"/>
  <image href="data:image/png;base64,${embedded}" x="200" y="8" width="16" height="16"/>
  <text x="44" y="50" class="naam" font-size="28" fill="#fff">Zandvoort</text>
</svg>
`;
}

const SVG_OPEN =
  '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="100" height="40">';

/** Hostile SVG documents, each with the part of the refusal message that names what it carries. */
export const hostileSvgs: { name: string; svg: string; names: string }[] = [
  { name: 'script', svg: `${SVG_OPEN}<script>alert(document.cookie)</script></svg>`, names: '<script>' },
  {
    name: 'script in another prefix',
    svg: '<s:svg xmlns:s="http://www.w3.org/2000/svg" width="10" height="10"><s:script>alert(1)</s:script></s:svg>',
    names: '<script>',
  },
  { name: 'onload', svg: `${SVG_OPEN.replace('<svg ', '<svg onload="alert(1)" ')}</svg>`, names: 'onload' },
  {
    name: 'onclick on a shape',
    svg: `${SVG_OPEN}<rect width="5" height="5" ONCLICK="alert(1)"/></svg>`,
    names: 'ONCLICK',
  },
  {
    name: 'javascript: link',
    svg: `${SVG_OPEN}<a xlink:href="javascript:alert(1)"><rect width="5" height="5"/></a></svg>`,
    names: 'javascript:',
  },
  {
    name: 'javascript: hidden by a character reference and white space',
    svg: `${SVG_OPEN}<a href=" &#106;ava&#x09;script:alert(1)"><rect width="5" height="5"/></a></svg>`,
    names: 'javascript:',
  },
  {
    name: 'foreignObject',
    svg: `${SVG_OPEN}<foreignObject width="10" height="10"><div xmlns="http://www.w3.org/1999/xhtml">x</div></foreignObject></svg>`,
    names: '<foreignObject>',
  },
  {
    name: 'external entity (XXE)',
    svg: `<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>${SVG_OPEN}<text>&xxe;</text></svg>`,
    names: 'DOCTYPE',
  },
  {
    name: 'entity expansion ("billion laughs")',
    svg: `<!DOCTYPE svg [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;">]>${SVG_OPEN}<text>&b;</text></svg>`,
    names: 'DOCTYPE',
  },
  {
    name: 'external image',
    svg: `${SVG_OPEN}<image href="https://kwaad.example/pixel.png" width="5" height="5"/></svg>`,
    names: 'externe verwijzing',
  },
  {
    name: 'external use',
    svg: `${SVG_OPEN}<use xlink:href="https://kwaad.example/sprite.svg#logo"/></svg>`,
    names: 'externe verwijzing',
  },
  {
    name: 'local file image',
    svg: `${SVG_OPEN}<image href="/etc/passwd" width="5" height="5"/></svg>`,
    names: 'externe verwijzing',
  },
  {
    name: 'data: HTML',
    svg: `${SVG_OPEN}<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg=="><rect width="5" height="5"/></a></svg>`,
    names: 'data:',
  },
  {
    name: 'nested SVG as data: image',
    svg: `${SVG_OPEN}<image href="data:image/svg+xml;base64,PHN2Zy8+" width="5" height="5"/></svg>`,
    names: 'data:',
  },
  { name: 'iframe', svg: `${SVG_OPEN}<iframe src="https://kwaad.example"/></svg>`, names: '<iframe>' },
  { name: 'embed', svg: `${SVG_OPEN}<embed src="x.swf"/></svg>`, names: '<embed>' },
  { name: 'object', svg: `${SVG_OPEN}<object data="x.swf"/></svg>`, names: '<object>' },
  {
    name: 'XHTML script',
    svg: `${SVG_OPEN}<h:p xmlns:h="http://www.w3.org/1999/xhtml">x</h:p></svg>`,
    names: 'ingesloten document',
  },
  {
    name: 'animation setting an href',
    svg: `${SVG_OPEN}<a><set attributeName="href" to="javascript:alert(1)"/><rect width="5" height="5"/></a></svg>`,
    names: 'animatie',
  },
  {
    name: 'animation setting an event handler',
    svg: `${SVG_OPEN}<rect width="5" height="5"><animate attributeName="onmouseover" values="alert(1)"/></rect></svg>`,
    names: 'animatie',
  },
  {
    name: 'stylesheet import',
    svg: `${SVG_OPEN}<style>@import url(https://kwaad.example/x.css);</style></svg>`,
    names: '@import',
  },
  {
    name: 'external url() in a style attribute',
    svg: `${SVG_OPEN}<rect width="5" height="5" style="fill: url('https://kwaad.example/x.svg#p')"/></svg>`,
    names: 'url(',
  },
  {
    name: 'external url() in a presentation attribute',
    svg: `${SVG_OPEN}<rect width="5" height="5" filter="url(https://kwaad.example/f.svg#f)"/></svg>`,
    names: 'url(',
  },
  {
    name: 'stylesheet processing instruction',
    svg: `<?xml-stylesheet href="https://kwaad.example/x.css"?>${SVG_OPEN}</svg>`,
    names: 'verwerkingsinstructie',
  },
  {
    name: 'xml:base',
    svg: `${SVG_OPEN}<g xml:base="https://kwaad.example/"><use href="#a"/></g></svg>`,
    names: 'xml:base',
  },
];

const EVIL = 'https://kwaad.example/x.svg#p';
const inStyleAttribute = (css: string) => `${SVG_OPEN}<rect width="5" height="5" style="${css}"/></svg>`;
const inStyleElement = (css: string) => `${SVG_OPEN}<style>${css}</style><rect width="5" height="5"/></svg>`;
const inCdata = (css: string) =>
  `${SVG_OPEN}<style><![CDATA[${css}]]></style><rect width="5" height="5"/></svg>`;
const inAttribute = (name: string, value: string) =>
  `${SVG_OPEN}<rect width="5" height="5" ${name}="${value}"/></svg>`;
const URL_NAMES = 'een externe verwijzing in een stijl (url(…))';
const IMPORT_NAMES = 'een @import in een stijl';

/**
 * SVG documents whose CSS loads something from outside behind CSS escapes, comments, upper case or functions
 * other than `url(`, each with the part of the refusal message that names what it carries. A browser decodes
 * the escapes (`u\72l(` is `url(`), so the check must too.
 */
export const cssEscapedSvgs: { name: string; svg: string; names: string }[] = [
  ...[
    `fill:u\\72l(${EVIL})`,
    `fill:\\75rl(${EVIL})`,
    `fill:\\55RL(${EVIL})`,
    `fill:u\\000072l(${EVIL})`,
    `fill:u\\72 l(${EVIL})`,
    `fill:U\\52L(${EVIL})`,
    `fill:URL(${EVIL})`,
    `fill:url('${EVIL}')`,
    `fill:u\\72l('${EVIL}')`,
    `fill:url(\\68ttps://kwaad.example/x.svg#p)`,
    `fill:url('\\68ttps://kwaad.example/x.svg#p')`,
    `fill:url(https://kwaad.example/x y)`,
    `filter:\\75rl(${EVIL})`,
    `--verf:u\\72l(${EVIL});fill:var(--verf)`,
    `fill:/* x */u\\72l(${EVIL})`,
    `fill:src('${EVIL}')`,
  ].map((css) => ({ name: `style="${css}"`, svg: inStyleAttribute(css), names: URL_NAMES })),
  ...[
    ['image-set', `mask:image-set('https://kwaad.example/m.png' 1x)`],
    ['image-set', `mask:-webkit-image-set('https://kwaad.example/m.png' 1x)`],
    ['image-set', `mask:IMAGE-SET('https://kwaad.example/m.png' 1x)`],
    ['image-set', `mask:\\69mage-set('https://kwaad.example/m.png' 1x)`],
    ['image', `mask:image('https://kwaad.example/m.png')`],
    ['cross-fade', `mask:cross-fade('https://kwaad.example/a.png' 50%, 'https://kwaad.example/b.png')`],
    ['element', `mask:element(#kop)`],
  ].map(([what, css]) => ({
    name: `style="${css}"`,
    svg: inStyleAttribute(css!),
    names: `een externe verwijzing in een stijl (${what}(…))`,
  })),
  ...[
    `@\\69mport 'https://kwaad.example/x.css';`,
    `@\\000069mport 'https://kwaad.example/x.css';`,
    `@\\49MPORT 'https://kwaad.example/x.css';`,
    `@IMPORT 'https://kwaad.example/x.css';`,
    `@i\\6d port 'https://kwaad.example/x.css';`,
  ].map((css) => ({ name: `<style>${css}</style>`, svg: inStyleElement(css), names: IMPORT_NAMES })),
  {
    name: '@import escaped in a CDATA section',
    svg: inCdata(`@\\69mport 'https://kwaad.example/x.css';`),
    names: IMPORT_NAMES,
  },
  { name: 'escaped url() in a rule', svg: inStyleElement(`rect{fill:u\\72l(${EVIL})}`), names: URL_NAMES },
  {
    name: 'escaped url() in a CDATA section',
    svg: inCdata(`rect > * {fill:\\75rl(${EVIL})}`),
    names: URL_NAMES,
  },
  {
    name: 'escaped url() in @font-face',
    svg: inStyleElement(`@font-face{font-family:x;src:u\\72l(https://kwaad.example/f.woff)}`),
    names: URL_NAMES,
  },
  {
    name: 'escaped expression()',
    svg: inStyleElement('rect{fill:e\\78pression(alert(1))}'),
    names: 'script in een stijl',
  },
  ...[
    ['fill', `u\\72l(${EVIL})`],
    ['filter', `\\75rl(${EVIL})`],
    ['mask', `\\55RL(${EVIL})`],
    ['clip-path', `u\\000072l(${EVIL})`],
    ['marker-start', `u\\72 l(${EVIL})`],
    ['marker-mid', `url('${EVIL}')`],
    ['marker-end', `URL(${EVIL})`],
    ['cursor', 'u\\72l(https://kwaad.example/c.cur), auto'],
    ['stroke', `u&#92;72l(${EVIL})`],
  ].map(([attribute, value]) => ({
    name: `${attribute}="${value}"`,
    svg: inAttribute(attribute!, value!),
    names: URL_NAMES,
  })),
  {
    name: 'stroke="image-set(…)"',
    svg: inAttribute('stroke', `\\69mage-set('https://kwaad.example/m.png' 1x)`),
    names: 'een externe verwijzing in een stijl (image-set(…))',
  },
];

/**
 * SVG documents whose CSS looks like the above but loads nothing (as a CSS parser reads it): fragment references,
 * escaped or not, and text that only resembles `url(`.
 */
export const cssHarmlessSvgs: { name: string; svg: string }[] = [
  ...[
    'fill:url(#g)',
    'fill:URL(#g)',
    'fill:u\\72l(#g)',
    'fill:url( &quot;#g&quot; )',
    "fill:u\\72l('#g')",
    'fill:u/**/rl(https://kwaad.example/x)',
    'fill:url\\28 https://kwaad.example/x)',
    'font-family:&quot;url(https://kwaad.example/x)&quot;',
  ].map((css) => ({ name: `style="${css}"`, svg: inStyleAttribute(css) })),
  { name: 'fill="\\75rl(#g)"', svg: inAttribute('fill', '\\75rl(#g)') },
  { name: 'url(#g) in a CDATA section', svg: inCdata('rect{fill:url(#g)} /* @import */') },
].map(({ name, svg }) => ({
  name,
  svg: svg.replace('</svg>', '<defs><linearGradient id="g"/></defs></svg>'),
}));
