import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allEndpoints } from '../../src/api/endpoints';
import { openApiPath } from '../../src/api/endpoints/openapi';
import type { TestApp } from './harness';
import { createTestApp } from './harness';
import { repoRoot } from './paths';

const distinctPaths = new Set(allEndpoints.map((endpoint) => openApiPath(endpoint.path)));

describe('GET /api/openapi.json', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
  });
  afterAll(async () => {
    await t?.close();
  });

  it(`answers a valid OpenAPI 3.1 document with every declared path (${distinctPaths.size})`, async () => {
    const res = await t.get('/api/openapi.json');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    const document = (await res.json()) as {
      openapi: string;
      info: { version: string };
      paths: Record<string, Record<string, { operationId: string }>>;
    };
    const validation = await new Validator().validate(document);
    expect(validation.errors ?? []).toEqual([]);
    expect(validation.valid).toBe(true);
    expect(document.openapi).toBe('3.1.0');
    const { version } = JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as {
      version: string;
    };
    expect(document.info.version).toBe(version);

    expect(new Set(Object.keys(document.paths))).toEqual(distinctPaths);
    const operations = Object.values(document.paths).flatMap((path) => Object.values(path));
    expect(operations.map((operation) => operation.operationId).sort()).toEqual(
      allEndpoints.map((endpoint) => endpoint.id).sort(),
    );
  });
});
