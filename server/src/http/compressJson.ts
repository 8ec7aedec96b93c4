import type { MiddlewareHandler } from 'hono';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import { chooseCoding, type Coding } from './contentCoding';
import type { AppEnv } from './env';

/** The compression of JSON answers, per coding (also of the lists kept as snapshots, `jsonSnapshot.ts`). */
export const compressWith: Record<Coding, (data: Uint8Array) => Promise<Buffer>> = {
  // Quality 5: about as fast as gzip's default on JSON, and smaller.
  br: (data) =>
    promisify(brotliCompress)(data, {
      params: {
        [zlibConstants.BROTLI_PARAM_QUALITY]: 5,
        [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT,
        [zlibConstants.BROTLI_PARAM_SIZE_HINT]: data.byteLength,
      },
    }),
  gzip: (data) => promisify(gzip)(data),
};

/**
 * Compresses JSON answers of at least `threshold` bytes (br or gzip, as the client accepts) and says so with
 * `Content-Length`. Downloads (`Content-Disposition`: the CSV export, transcription files), other types, answers
 * already encoded or marked `no-transform`, HEAD, and answers without a body are left as they are.
 */
/** JSON answers from this size on are compressed. */
export const COMPRESS_FROM_BYTES = 1024;

export function compressJson(threshold = COMPRESS_FROM_BYTES): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    const res = c.res;
    const type = res.headers.get('Content-Type') ?? '';
    if (
      c.req.method === 'HEAD' ||
      !res.body ||
      res.status === 206 ||
      !/^application\/(?:[\w.-]+\+)?json\s*(?:;|$)/i.test(type) ||
      res.headers.has('Content-Encoding') ||
      res.headers.has('Content-Disposition') ||
      /(?:^|,)\s*no-transform\s*(?:,|$)/i.test(res.headers.get('Cache-Control') ?? '')
    ) {
      return;
    }
    const vary = res.headers.get('Vary');
    if (!vary) res.headers.set('Vary', 'Accept-Encoding');
    else if (vary !== '*' && !/(?:^|,)\s*accept-encoding\s*(?:,|$)/i.test(vary)) {
      res.headers.set('Vary', `${vary}, Accept-Encoding`);
    }
    const coding = chooseCoding(c.req.header('accept-encoding'));
    if (!coding) return;
    const body = new Uint8Array(await res.arrayBuffer());
    const headers = new Headers(res.headers);
    let data: Uint8Array = body;
    if (body.byteLength >= threshold) {
      data = await compressWith[coding](body);
      headers.set('Content-Encoding', coding);
      const etag = headers.get('ETag');
      if (etag && !etag.startsWith('W/')) headers.set('ETag', `W/${etag}`);
    }
    headers.set('Content-Length', String(data.byteLength));
    c.res = undefined;
    c.res = new Response(data, { status: res.status, statusText: res.statusText, headers });
  };
}
