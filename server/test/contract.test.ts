// The server tests' contract check itself: an answer with a status its operation does not declare is reported
// (and would fail the test that received it, contract-setup.ts), one as declared is not.
import { describe, expect, it } from 'vitest';
import { allEndpoints } from '../../src/api/endpoints';
import { openApiDocument } from '../../src/api/endpoints/openapi';
import { observeAnswer, settleContract } from './contract';

const published = async () => Response.json(openApiDocument(allEndpoints, { version: 'test' }));
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('contract check of the server tests', () => {
  it('reports an answer with an undeclared status', async () => {
    observeAnswer('/api/health', {}, json(418, { detail: 'Ik ben een theepot.' }), published);
    expect(await settleContract()).toEqual([
      expect.stringMatching(/GET \/api\/health → 418: .*not declared/),
    ]);
  });

  it('reports a body off its schema, also a compressed one', async () => {
    const { gzipSync } = await import('node:zlib');
    const res = new Response(gzipSync(JSON.stringify({ status: 'bijna' })), {
      status: 200,
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
    });
    observeAnswer('/api/health', { method: 'GET' }, res, published);
    expect(await settleContract()).toEqual([expect.stringMatching(/does not match the declared schema/)]);
  });

  it('passes an answer as declared', async () => {
    observeAnswer('/api/health', {}, json(200, { status: 'ok' }), published);
    observeAnswer('/api/login', { method: 'POST' }, json(429, { detail: 'Wacht even.' }), published);
    expect(await settleContract()).toEqual([]);
  });
});
