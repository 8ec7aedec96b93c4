import type { Context } from 'hono';
import { Readable } from 'node:stream';
import { constants as zlibConstants, createBrotliCompress, createGzip } from 'node:zlib';
import { chooseCoding } from './contentCoding';
import type { AppEnv } from './env';

/**
 * A JSON answer written as it is produced (`chunks` yields its text in order), compressed on the way (br or
 * gzip, as the client accepts), so that an answer of any size costs the server one batch of rows in memory,
 * not the whole document. A failure half-way ends the connection: the client never gets a truncated document
 * that parses.
 */
export function streamJson(c: Context<AppEnv>, chunks: AsyncIterable<string>): Response {
  const coding = chooseCoding(c.req.header('accept-encoding'));
  const text = Readable.from(chunks, { objectMode: false });
  const body =
    coding === 'br'
      ? text.pipe(
          createBrotliCompress({
            params: {
              [zlibConstants.BROTLI_PARAM_QUALITY]: 4,
              [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT,
            },
          }),
        )
      : coding === 'gzip'
        ? text.pipe(createGzip({ level: 5 }))
        : text;
  text.on('error', (error) => body.destroy(error));
  const headers: Record<string, string> = {
    'Content-Type': 'application/json',
    Vary: 'Accept-Encoding',
    'Cache-Control': 'no-store',
  };
  if (coding) headers['Content-Encoding'] = coding;
  return new Response(Readable.toWeb(body) as ReadableStream<Uint8Array>, { status: 200, headers });
}
