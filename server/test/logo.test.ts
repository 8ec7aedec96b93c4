// The organisation logo: upload in the multipart field `logo` (png, jpg, jpeg, gif, svg, checked by
// content and by name, the two agreeing), a size limit, SVGs that could run script or reach outside refused,
// raster files the PDF renderer could not read refused; stored in the database; served back with the type set by
// the server, nosniff, a sandboxing CSP, inline disposition, an ETag with no-store; audited.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGO_MAX_BYTES } from '../../src/api/schemas/branding';
import { decodeGif, encodePng, gifToPng, lzwDecode } from '../src/branding/gif';
import { checkPng } from '../src/branding/raster';
import { checkSvg, InvalidSvgError, UnsafeSvgError, xmlOutline } from '../src/branding/svg';
import { LOGO_CSP } from '../src/routes/organizationSettings';
import { messages } from '../src/messages';
import type { TestApp } from './harness';
import { backends, createTestApp } from './harness';
import { brandingPath, logoPath, uploadLogo } from './organizationSettingsTestClient';
import type { jsonClient } from './organizationsTestClient';
import { twoOrganizationsWithAdmin } from './organizationsTestClient';
import {
  cssEscapedSvgs,
  cssHarmlessSvgs,
  gif,
  hostileSvgs,
  JPEG,
  PIXEL_GIF,
  png,
  safeSvg,
} from './support/images';

const m = messages.branding;

/** Nine levels of ten `<use>`s of the level below: a billion rectangles from a few hundred bytes. */
function laughingSvg(): string {
  let defs = '<rect id="l0" width="1" height="1"/>';
  for (let level = 1; level <= 9; level++) {
    defs += `<g id="l${level}">${`<use href="#l${level - 1}"/>`.repeat(10)}</g>`;
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="9" height="9"><defs>${defs}</defs><use href="#l9"/></svg>`;
}

/** The same with patterns filled by the pattern below, referred to as `u\72l(#…)` (an escaped `url(#…)`). */
function laughingPatternSvg(): string {
  let defs = '<pattern id="l0"><rect width="1" height="1"/></pattern>';
  for (let level = 1; level <= 9; level++) {
    const rect = `<rect width="1" height="1" ${level % 2 ? `fill="u\\72l(#l${level - 1})"` : `style="fill:\\75rl(#l${level - 1})"`}/>`;
    defs += `<pattern id="l${level}">${rect.repeat(10)}</pattern>`;
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="9" height="9"><defs>${defs}</defs><rect width="9" height="9" fill="u\\72l(#l9)"/></svg>`;
}

describe('logo content checks', () => {
  it('decodes a GIF (transparency, colours) and writes it as a PNG the PNG check accepts', () => {
    const source = gif({
      width: 5,
      height: 3,
      colors: [
        [0, 0, 0],
        [255, 0, 0],
        [0, 0, 255],
      ],
      index: (x, y) => (x + y) % 3,
      transparent: 0,
    });
    const image = decodeGif(source);
    expect([image.width, image.height]).toEqual([5, 3]);
    const pixel = (x: number, y: number) =>
      Array.from(image.rgba.subarray((y * 5 + x) * 4, (y * 5 + x) * 4 + 4));
    expect(pixel(0, 0)).toEqual([0, 0, 0, 0]);
    expect(pixel(1, 0)).toEqual([255, 0, 0, 255]);
    expect(pixel(2, 0)).toEqual([0, 0, 255, 255]);
    expect(pixel(0, 1)).toEqual([255, 0, 0, 255]);
    expect(checkPng(gifToPng(source))).toEqual({ width: 5, height: 3 });
    expect(checkPng(encodePng({ width: 1, height: 1, rgba: new Uint8Array(4) }))).toEqual({
      width: 1,
      height: 1,
    });
  });

  it('reads LZW that grows its code size, and refuses a code that cannot occur', () => {
    // minimum code size 2: clear 4, end 5; "0 1 0 1 0 1" compresses to codes 0 1 6 6 then end.
    const codes = [4, 0, 1, 6, 6, 5];
    const sizes = [3, 3, 3, 3, 4, 4];
    let value = 0;
    let bits = 0;
    const bytes: number[] = [];
    codes.forEach((code, i) => {
      value |= code << bits;
      bits += sizes[i]!;
      while (bits >= 8) {
        bytes.push(value & 0xff);
        value >>>= 8;
        bits -= 8;
      }
    });
    if (bits > 0) bytes.push(value);
    expect(Array.from(lzwDecode(new Uint8Array(bytes), 2, 6))).toEqual([0, 1, 0, 1, 0, 1]);
    // clear, 0, then 7 while the next free code is 6.
    expect(() => lzwDecode(new Uint8Array([0xc4, 0x01]), 2, 6)).toThrow();
  });

  it('takes a cheap first look at XML: the root and the nesting, past comments, CDATA and quoted values', () => {
    expect(xmlOutline(safeSvg())).toEqual({ root: 'svg', depth: 3 });
    expect(
      xmlOutline(
        `<?xml version="1.0"?><!-- <a><b> --><s:svg a="x>y" b='/>'><g/><g><![CDATA[<x><y>]]></g></s:svg>`,
      ),
    ).toEqual({ root: 'svg', depth: 2 });
    expect(xmlOutline('<!DOCTYPE html><html><body><p>tekst')).toEqual({ root: 'html', depth: 3 });
    expect(xmlOutline('geen xml')).toEqual({ root: null, depth: 0 });
  });

  it('answers the parser’s own reading of an SVG, without comments lost or markup added', () => {
    const checked = checkSvg(safeSvg());
    expect([checked.width, checked.height]).toEqual([240, 80]);
    expect(checked.svg).toContain('<svg xmlns="http://www.w3.org/2000/svg"');
    expect(checked.svg).toContain('Logo van de gemeente');
    expect(checkSvg(checked.svg).svg).toBe(checked.svg);
    expect(checkSvg('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 30 10"/>')).toMatchObject({
      width: 30,
      height: 10,
    });
  });

  it.each(cssEscapedSvgs.map((entry) => [entry.name, entry] as const))(
    'reads CSS as a browser does, escapes decoded: refuses %s',
    (_name, { svg, names }) => {
      let refusal: unknown;
      try {
        checkSvg(svg);
      } catch (error) {
        refusal = error;
      }
      expect(refusal).toBeInstanceOf(UnsafeSvgError);
      expect((refusal as UnsafeSvgError).what).toBe(names);
    },
  );

  it.each(cssHarmlessSvgs.map((entry) => [entry.name, entry] as const))(
    'accepts CSS that loads nothing: %s',
    (_name, { svg }) => {
      expect(checkSvg(svg).width).toBe(100);
    },
  );

  it('counts escaped url(#…) references when it weighs what is drawn', () => {
    expect(() => checkSvg(laughingPatternSvg())).toThrow(InvalidSvgError);
  });
});

describe.each(backends)('organisation logo (%s)', (backend) => {
  let t: TestApp;
  let token: string;
  let orgToken: string;
  let admin: ReturnType<typeof jsonClient>;
  let orgId: number;
  let otherOrgId: number;

  const upload = (content: Uint8Array | string, name: string, organizationId = orgId) =>
    uploadLogo(t, token, organizationId, content, name);
  const fetchLogo = (organizationId = orgId, headers: Record<string, string> = {}, as = token) =>
    t.request(logoPath(organizationId), { headers: { authorization: `Bearer ${as}`, ...headers } });
  const stored = () =>
    t.db
      .selectFrom('organization_logos')
      .select(['content_type', 'file_name', 'byte_size', 'content'])
      .where('organization_id', '=', orgId)
      .executeTakeFirst();

  beforeAll(async () => {
    t = await createTestApp(backend);
    ({ token, admin, orgToken, orgId, otherOrgId } = await twoOrganizationsWithAdmin(t, [
      'Logo BV',
      'Ander Logo BV',
    ]));
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers 404 in Dutch while there is no logo', async () => {
    const res = await fetchLogo();
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ detail: m.noLogo });
    const missing = await fetchLogo(999_999);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ detail: messages.organizations.notFound });
  });

  it.each([
    ['logo.png', 'image/png', png({ width: 40, height: 20 })],
    ['Logo Kleur.PNG', 'image/png', png({ width: 9, height: 9, colorType: 3, interlace: true })],
    ['logo.jpg', 'image/jpeg', JPEG],
    ['logo.jpeg', 'image/jpeg', JPEG],
    ['logo.gif', 'image/gif', PIXEL_GIF],
    ['logo.svg', 'image/svg+xml', safeSvg()],
  ])('accepts %s and serves it back as %s with safe headers', async (name, type, content) => {
    const res = await upload(content, name);
    const answer = (await res.json()) as { message: string; logo_path: string };
    expect(res.status, JSON.stringify(answer)).toBe(200);
    expect(answer).toEqual({ message: 'Logo geüpload.', logo_path: `admin/organizations/${orgId}/logo` });
    expect((await admin.get(brandingPath(orgId))).body).toMatchObject({ logo_path: answer.logo_path });

    const served = await fetchLogo();
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe(type);
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('content-security-policy')).toBe(LOGO_CSP);
    expect(LOGO_CSP).toBe("default-src 'none'; style-src 'unsafe-inline'; sandbox");
    const extension = {
      'image/png': 'png',
      'image/jpeg': name.split('.')[1]!.toLowerCase(),
      'image/gif': 'gif',
      'image/svg+xml': 'svg',
    }[type];
    expect(served.headers.get('content-disposition')).toMatch(
      new RegExp(`^inline; filename="[^"]+\\.${extension}"$`),
    );
    expect(served.headers.get('cache-control')).toBe('no-store');
    const tag = served.headers.get('etag');
    expect(tag).toMatch(/^"[A-Za-z0-9_-]{43}"$/);
    const bytes = new Uint8Array(await served.arrayBuffer());
    if (type === 'image/svg+xml') {
      // What is served is the document as checked: the same drawing, written out by the XML parser.
      expect(new TextDecoder().decode(bytes)).toBe(checkSvg(safeSvg()).svg);
    } else expect(Buffer.from(bytes).equals(Buffer.from(content as Uint8Array))).toBe(true);

    const again = await fetchLogo(orgId, { 'if-none-match': tag! });
    expect(again.status).toBe(304);
    expect(again.headers.get('etag')).toBe(tag);
    expect(await again.text()).toBe('');
  });

  it('keeps one logo per organisation: a new upload replaces the old one', async () => {
    await upload(png({ width: 3, height: 3 }), 'eerste.png');
    const first = (await fetchLogo()).headers.get('etag');
    await upload(JPEG, 'tweede.jpg');
    const second = await fetchLogo();
    expect(second.headers.get('content-type')).toBe('image/jpeg');
    expect(second.headers.get('etag')).not.toBe(first);
    expect((await fetchLogo(orgId, { 'if-none-match': first! })).status).toBe(200);
    const rows = await t.db.selectFrom('organization_logos').select('organization_id').execute();
    expect(rows.filter((row) => row.organization_id === orgId)).toHaveLength(1);
  });

  it.each([...hostileSvgs, ...cssEscapedSvgs].map((entry) => [entry.name, entry] as const))(
    'refuses an SVG with %s and keeps the previous logo',
    async (_name, { svg, names }) => {
      await upload(png({ width: 2, height: 2 }), 'vorige.png');
      const before = await stored();
      const res = await upload(svg, 'logo.svg');
      expect(res.status).toBe(422);
      const { detail } = (await res.json()) as { detail: string };
      expect(detail).toMatch(/^Het SVG-bestand is geweigerd: het bevat /);
      expect(detail).toContain(names);
      expect(await stored()).toEqual(before);
    },
  );

  it.each([
    ['PNG bytes named .svg', png({ width: 2, height: 2 }), 'logo.svg', m.logoMismatch('png', 'svg')],
    ['a JPEG named .png', JPEG, 'logo.png', m.logoMismatch('jpeg', 'png')],
    ['a GIF named .jpg', PIXEL_GIF, 'logo.jpg', m.logoMismatch('gif', 'jpg')],
    ['an SVG named .png', safeSvg(), 'logo.png', m.logoMismatch('svg', 'png')],
    [
      'HTML named .png',
      '<html><body><script>alert(1)</script></body></html>',
      'logo.png',
      m.logoUnknownContent,
    ],
    ['HTML named .svg', '<!-- x --><html><script>alert(1)</script></html>', 'logo.svg', m.logoUnknownContent],
    ['text named .svg', 'Dit is geen afbeelding.', 'logo.svg', m.logoUnknownContent],
    ['a PDF named .jpg', '%PDF-1.4\n%âãÏÓ\n', 'logo.jpg', m.logoUnknownContent],
    ['a BMP', 'BM\u0000\u0000', 'logo.bmp', m.logoExtension],
    ['an HTML file', '<svg/>', 'logo.html', m.logoExtension],
    ['a name without extension', png({ width: 2, height: 2 }), 'logo', m.logoExtension],
    ['a double extension', png({ width: 2, height: 2 }), 'logo.png.exe', m.logoExtension],
  ])('refuses %s with 415', async (_name, content, fileName, detail) => {
    const res = await upload(content, fileName);
    expect(res.status).toBe(415);
    expect(await res.json()).toEqual({ detail });
  });

  it.each([
    [
      'a PNG whose image data does not inflate',
      png({ width: 8, height: 8, rawIdat: new Uint8Array([0x78, 0x9c, 1, 2, 3]) }),
      'logo.png',
      m.logoBroken('png'),
    ],
    ['a PNG cut short', png({ width: 8, height: 8 }).subarray(0, 40), 'logo.png', m.logoBroken('png')],
    [
      'a PNG with less data than its header says',
      png({ width: 8, height: 8, headerSize: [8, 30] }),
      'logo.png',
      m.logoBroken('png'),
    ],
    [
      'a JPEG without frame header',
      Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 4, 0, 0, 0xff, 0xd9]),
      'logo.jpg',
      m.logoBroken('jpeg'),
    ],
    ['a GIF cut short', PIXEL_GIF.subarray(0, 20), 'logo.gif', m.logoBroken('gif')],
    [
      'a PNG that claims 20,000 × 20,000 pixels',
      png({ width: 4, height: 4, headerSize: [20_000, 20_000] }),
      'logo.png',
      m.logoTooManyPixels(2048 * 2048),
    ],
    [
      'a GIF with a huge canvas',
      gif({ width: 2, height: 2, screen: [60_000, 60_000], colors: [[0, 0, 0]], index: () => 0 }),
      'logo.gif',
      m.logoTooManyPixels(2048 * 2048),
    ],
    [
      'an SVG without the SVG namespace',
      '<svg width="10" height="10"><rect width="5" height="5"/></svg>',
      'logo.svg',
      m.svgNamespace,
    ],
    [
      'an SVG without a size',
      '<svg xmlns="http://www.w3.org/2000/svg"><rect width="5" height="5"/></svg>',
      'logo.svg',
      m.svgSize,
    ],
    ['an empty file', '', 'logo.png', m.logoEmpty],
    [
      'an SVG nested deeper than a logo is',
      `<svg xmlns="http://www.w3.org/2000/svg" width="9" height="9">${'<g>'.repeat(10_000)}${'</g>'.repeat(10_000)}</svg>`,
      'logo.svg',
      m.svgComplex,
    ],
    ['an SVG whose uses multiply ("billion laughs")', laughingSvg(), 'logo.svg', m.svgComplex],
    [
      'an SVG that uses itself',
      '<svg xmlns="http://www.w3.org/2000/svg" width="9" height="9"><g id="a"><use href="#a"/></g></svg>',
      'logo.svg',
      m.svgComplex,
    ],
  ])('refuses %s with 422', async (_name, content, fileName, detail) => {
    const res = await upload(content, fileName);
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({ detail });
  });

  it('refuses a file over the size limit with 413, in Dutch, also when the body is far larger', async () => {
    const over = new Uint8Array(LOGO_MAX_BYTES + 1);
    over.set(png({ width: 2, height: 2 }));
    for (const content of [over, new Uint8Array(3 * LOGO_MAX_BYTES)]) {
      const res = await upload(content, 'groot.png');
      expect(res.status).toBe(413);
      expect(await res.json()).toEqual({ detail: 'Het logo is te groot: een logo mag hoogstens 1 MB zijn.' });
    }
  });

  it('refuses what is not a multipart upload of the field "logo"', async () => {
    const wrongField = await uploadLogo(t, token, orgId, png({ width: 2, height: 2 }), 'logo.png', 'file');
    expect(wrongField.status).toBe(422);
    expect(await wrongField.json()).toEqual({ detail: m.logoRequired });
    const json = await t.post(logoPath(orgId), { logo: 'x' }, token);
    expect(json.status).toBe(415);
    expect(await json.json()).toEqual({ detail: m.logoNotMultipart });
    const unstorable = await upload(png({ width: 2, height: 2 }), 'lo\u0000go.png');
    expect(unstorable.status).toBe(422);
  });

  it('answers 404 for an organisation that does not exist', async () => {
    const res = await upload(png({ width: 2, height: 2 }), 'logo.png', 999_999);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ detail: messages.organizations.notFound });
  });

  it('lets an organisation administrator upload and see their own logo only', async () => {
    const own = await uploadLogo(t, orgToken, orgId, JPEG, 'eigen.jpg');
    expect(own.status).toBe(200);
    expect((await fetchLogo(orgId, {}, orgToken)).status).toBe(200);
    await upload(PIXEL_GIF, 'ander.gif', otherOrgId);
    for (const res of [
      await uploadLogo(t, orgToken, otherOrgId, JPEG, 'indringer.jpg'),
      await fetchLogo(otherOrgId, {}, orgToken),
    ]) {
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ detail: messages.organizations.notFound });
    }
    const other = await fetchLogo(otherOrgId);
    expect(other.headers.get('content-type')).toBe('image/gif');
  });

  it('audits uploads and refused uploads with the organisation as target', async () => {
    const latest = () =>
      t.db
        .selectFrom('audit_log')
        .select(['action', 'target_type', 'target_id', 'organization_id', 'outcome', 'status', 'detail'])
        .where('action', '=', 'organizations.uploadLogo')
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();
    await upload(png({ width: 2, height: 2 }), 'logo.png');
    expect(await latest()).toEqual({
      action: 'organizations.uploadLogo',
      target_type: 'organization',
      target_id: orgId,
      organization_id: orgId,
      outcome: 'success',
      status: 200,
      detail: null,
    });
    await upload(hostileSvgs[0]!.svg, 'logo.svg');
    expect(await latest()).toMatchObject({ outcome: 'failure', status: 422, target_id: orgId });
  });

  it('deletes the logo with its organisation', async () => {
    const id = (await admin.post<{ id: number }>('/api/admin/organizations', { name: 'Tijdelijk BV' })).body
      .id;
    expect((await upload(JPEG, 'logo.jpg', id)).status).toBe(200);
    expect((await admin.del(`/api/admin/organizations/${id}`)).status).toBe(200);
    const left = await t.db
      .selectFrom('organization_logos')
      .select('organization_id')
      .where('organization_id', '=', id)
      .execute();
    expect(left).toEqual([]);
  });
});
