import { describe, expect, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import { allEndpoints, buildPath, endpoints, type CallInput } from '../../../src/api/endpoints';
import { openApiDocument, openApiPath } from '../../../src/api/endpoints/openapi';
import { ApiError } from '../../../src/api/errors';
import { SERVER, signedInContext } from '../support/ctx';
import { json } from '../support/http';

const paramNames = (path: string) => [...path.matchAll(/:([A-Za-z_]\w*)/g)].map((m) => m[1]);

describe('endpoint declarations', () => {
  it('declare each method and path once, with an access rule', () => {
    const seen = new Set<string>();
    for (const endpoint of allEndpoints) {
      const key = `${endpoint.method} ${endpoint.path}`;
      expect(seen.has(key), key).toBe(false);
      seen.add(key);
      expect(['public', 'platform', 'superuser', 'organization', 'organizationRows', 'console']).toContain(
        endpoint.access.kind,
      );
      expect(endpoint.path.startsWith('/'), endpoint.path).toBe(false);
    }
    expect(new Set(allEndpoints.map((e) => e.id)).size).toBe(allEndpoints.length);
  });

  it('validate exactly the parameters their path names', () => {
    for (const endpoint of allEndpoints) {
      const declared = endpoint.params ? Object.keys(endpoint.params.shape).sort() : [];
      expect(declared, endpoint.id).toEqual(paramNames(endpoint.path).sort());
    }
  });

  it('answer JSON through a schema, or declare a file answer or none (204)', () => {
    for (const endpoint of allEndpoints) {
      if (endpoint.answerKind === 'file' || endpoint.status === 204)
        expect(endpoint.answer, endpoint.id).toBeUndefined();
      else expect(endpoint.answer, endpoint.id).toBeInstanceOf(z.ZodType);
    }
  });

  it('keep admin routes behind a role: none of them is public', () => {
    const open = allEndpoints.filter((e) => e.path.startsWith('admin/') && e.access.kind === 'public');
    expect(open.map((e) => e.id)).toEqual([]);
  });

  it('type the call input from the declaration', () => {
    expectTypeOf<CallInput<typeof endpoints.users.block>['params']>().toEqualTypeOf<{
      readonly id: string | number;
    }>();
    expectTypeOf<CallInput<typeof endpoints.organizations.addUsers>['body']>().toMatchTypeOf<{
      user_ids: number[];
    }>();
  });
});

describe('buildPath', () => {
  it('fills and encodes parameters', () => {
    expect(buildPath('admin/organizations/:id/groups/:groupId', { id: 3, groupId: 'a/b' })).toBe(
      'admin/organizations/3/groups/a%2Fb',
    );
  });

  it('refuses a missing parameter instead of calling a wrong address', () => {
    expect(() => buildPath('admin/users/:id', {})).toThrow(/id/);
  });
});

describe('api.call', () => {
  it('sends method, filled path, query and JSON body, and parses the answer', async () => {
    const { ctx, calls } = signedInContext(() => json(200, { added: [], message: 'ok' }));
    const answer = await ctx.api.call(endpoints.organizations.addUsers, {
      params: { id: 7 },
      body: { user_ids: [1, 2], make_admin: true },
    });
    expect(answer).toEqual({ added: [], message: 'ok' });
    expect(calls[0]).toMatchObject({
      method: 'POST',
      url: `${SERVER}admin/organizations/7/users/add`,
      body: { user_ids: [1, 2], make_admin: true },
    });
  });

  it('puts the query in the address, leaving out empty values', async () => {
    const { ctx, calls } = signedInContext(() => json(200, { login_attempts: [] }));
    await ctx.api.call(endpoints.loginAttempts.list, {
      query: { days_back: 7, email: undefined, limit: 50 },
    });
    expect(calls[0]!.url).toBe(`${SERVER}admin/login-attempts?days_back=7&limit=50`);
  });

  it('refuses an answer that does not match the declared schema', async () => {
    const { ctx } = signedInContext(() => json(200, { unexpected: true }));
    await expect(ctx.api.call(endpoints.users.get, { params: { id: 1 } })).rejects.toBeInstanceOf(ApiError);
  });

  it('hands file answers over as the response', async () => {
    const { ctx, calls } = signedInContext(() => new Response('tekst', { status: 200 }));
    const response = await ctx.api.file(endpoints.transcriptions.downloadTranscript, {
      params: { userId: 2, transcriptionId: 9 },
    });
    expect(await response.text()).toBe('tekst');
    expect(calls[0]!.url).toBe(`${SERVER}admin/download/transcription/2/9`);
  });
});

describe('OpenAPI document', () => {
  const document = openApiDocument(allEndpoints, { version: 'test' }) as {
    openapi: string;
    paths: Record<
      string,
      Record<string, { 'x-access': string; 'x-audit'?: unknown; parameters: { name: string }[] }>
    >;
  };

  it('is OpenAPI 3.1 with one operation per declaration', () => {
    expect(document.openapi).toBe('3.1.0');
    const operations = Object.values(document.paths).flatMap((methods) => Object.keys(methods));
    expect(operations).toHaveLength(allEndpoints.length);
    expect(Object.keys(document.paths)).toContain('/admin/organizations/{id}/groups/{groupId}');
  });

  it('names each path parameter and the access rule', () => {
    const block = document.paths[openApiPath(endpoints.users.block.path)]!.post!;
    expect(block['x-access']).toBe('organization');
    expect(block.parameters.map((p) => p.name)).toEqual(['id']);
  });

  it('says what a change records in the audit log, and a read nothing', () => {
    const paths = document.paths;
    expect(paths[openApiPath(endpoints.users.block.path)]!.post!['x-audit']).toEqual({
      action: 'users.block',
      target: 'user',
    });
    expect(paths[openApiPath(endpoints.users.get.path)]!.get!['x-audit']).toBeUndefined();
    expect(paths[openApiPath(endpoints.auth.login.path)]!.post!['x-audit']).toBeUndefined();
  });
});
