// The OpenAPI document says what the reference server sends (the mismatches a Prism probe found are
// declared), and the contract check that the server and end-to-end tests run refuses an answer it does not.
import { Validator } from '@seriousme/openapi-schema-validator';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { AnyEndpoint } from '../../../src/api/endpoints';
import { allEndpoints, defineEndpoint, endpoints, platformOnly } from '../../../src/api/endpoints';
import { openApiDocument, openApiPath } from '../../../src/api/endpoints/openapi';
import type { OpenApiDocument } from '../../contract/answerCheck';
import { contractChecker, mediaTypeMatches } from '../../contract/answerCheck';

interface Operation {
  operationId: string;
  responses: Record<string, { $ref?: string; content?: Record<string, { schema?: unknown }> }>;
}

const document = openApiDocument(allEndpoints, { version: 'test' }) as unknown as OpenApiDocument & {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, unknown> };
};

const operationOf = (endpoint: AnyEndpoint) => document.paths[openApiPath(endpoint.path)]![endpoint.method]!;
const statusesOf = (endpoint: AnyEndpoint) => Object.keys(operationOf(endpoint).responses);
const mediaTypesOf = (endpoint: AnyEndpoint, status = '200') =>
  Object.keys(operationOf(endpoint).responses[status]!.content ?? {});

describe('the OpenAPI document', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    const result = await new Validator().validate(JSON.parse(JSON.stringify(document)));
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('declares what the Prism probe saw sent but not declared', () => {
    const { auth, templateGenerator } = endpoints;
    expect(statusesOf(auth.login)).toEqual(expect.arrayContaining(['200', '202', '401', '429']));
    expect(statusesOf(auth.refresh)).toContain('401');
    expect(statusesOf(endpoints.userTemplates.toggle)).toContain('409');
    expect(statusesOf(endpoints.organizationSettings.uploadLogo)).toContain('415');
    for (const ai of [
      templateGenerator.updateWithFeedback,
      templateGenerator.generate,
      templateGenerator.test,
    ]) {
      expect(statusesOf(ai), ai.id).toContain('503');
    }
    expect(mediaTypesOf(endpoints.transcriptions.downloadTranscript)).toContain('text/plain; charset=utf-8');
    expect(mediaTypesOf(endpoints.transcriptions.downloadSummary)).toContain('text/plain; charset=utf-8');
    expect(mediaTypesOf(endpoints.taxonomies.xml)).toEqual(['application/xml; charset=utf-8']);
    expect(mediaTypesOf(endpoints.loginAttempts.export)).toEqual(['text/csv; charset=utf-8']);
  });

  it('answers the 2FA step of sign-in with 202 and its own schema', () => {
    const accepted = operationOf(endpoints.auth.login).responses['202']!.content!['application/json']!;
    expect(accepted.schema).toMatchObject({
      properties: { action_required: { const: 'provide_2fa_code_with_login' } },
      required: ['action_required'],
    });
  });

  it('derives the common errors from the access rule and the request parts', () => {
    // Public, without parameters: its answer, and an unexpected failure.
    expect(statusesOf(endpoints.meta.health)).toEqual(['200', '500']);
    // Organisation-scoped with a path parameter and a JSON body.
    expect(statusesOf(endpoints.groups.update)).toEqual(
      expect.arrayContaining(['400', '401', '403', '404', '409', '413', '422', '500']),
    );
    // A list of the caller's organisation's rows, no parameters: no 404 or 422.
    expect(statusesOf(endpoints.taxonomies.list)).toEqual(['200', '401', '403', '500']);
    // A query naming an organisation: another one's is 404.
    expect(statusesOf(endpoints.stats.overview)).toContain('404');
    expect(statusesOf(endpoints.loginAttempts.list)).not.toContain('404');
  });

  it('answers every error with the one shared Error schema', () => {
    expect(document.components.schemas.Error).toMatchObject({
      type: 'object',
      properties: { detail: { type: 'string' } },
      required: ['detail'],
    });
    for (const path of Object.values(document.paths)) {
      for (const operation of Object.values(path)) {
        for (const [status, response] of Object.entries(operation.responses)) {
          if (Number(status) < 400) continue;
          expect(response.content, `${operation.operationId} ${status}`).toEqual({
            'application/json': { schema: { $ref: '#/components/schemas/Error' } },
          });
        }
      }
    }
  });

  it('declares 304 where an answer is revalidated, and only there', () => {
    const list = (revalidate: boolean) =>
      defineEndpoint({
        id: 'test.list',
        summary: 'A list',
        method: 'get',
        path: 'admin/things',
        answer: z.array(z.string()),
        revalidate,
        access: platformOnly,
      });
    const statuses = (endpoint: AnyEndpoint) =>
      Object.keys(
        (openApiDocument([endpoint], { version: 'test' }) as unknown as typeof document).paths[
          '/admin/things'
        ]!.get!.responses,
      );
    expect(statuses(list(true))).toContain('304');
    expect(statuses(list(false))).not.toContain('304');
    expect(statusesOf(endpoints.organizationSettings.logo)).toContain('304');
  });
});

describe('the contract check', () => {
  const checker = contractChecker(JSON.parse(JSON.stringify(document)) as OpenApiDocument);

  it('compiles the schema of every declared answer', { timeout: 30_000 }, () => {
    expect(() => checker.compileAll()).not.toThrow();
  });

  it('passes an answer as declared', () => {
    const verdict = checker.check({
      method: 'POST',
      url: 'http://127.0.0.1:8080/api/admin/users/7/templates/3/toggle',
      status: 409,
      contentType: 'application/json',
      body: JSON.stringify({ detail: 'Uitgeschakeld door de organisatie.' }),
    });
    expect(verdict).toEqual({ operation: 'userTemplates.toggle', problems: [], bodyValidated: true });
  });

  it('fails an answer with a status its operation does not declare', () => {
    const verdict = checker.check({
      method: 'GET',
      url: '/api/health',
      status: 418,
      contentType: 'application/json',
      body: JSON.stringify({ detail: 'Ik ben een theepot.' }),
    });
    expect(verdict.operation).toBe('meta.health');
    expect(verdict.problems).toEqual([expect.stringMatching(/status 418 is not declared/)]);
  });

  it('fails an undeclared media type, a charset other than the one sent, and a body off its schema', () => {
    const csv = (contentType: string) =>
      checker.check({ method: 'GET', url: '/api/admin/login-attempts/export', status: 200, contentType });
    expect(csv('text/csv; charset=utf-8').problems).toEqual([]);
    expect(csv('application/octet-stream').problems).toHaveLength(1);
    expect(csv('text/csv').problems).toHaveLength(1);
    const health = checker.check({
      method: 'GET',
      url: '/api/health',
      status: 200,
      contentType: 'application/json',
      body: JSON.stringify({ status: 'bijna' }),
    });
    expect(health.problems).toEqual([expect.stringMatching(/does not match the declared schema/)]);
    const error = checker.check({
      method: 'GET',
      url: '/api/admin/users/1',
      status: 404,
      contentType: 'application/json',
      body: JSON.stringify({ message: 'niet gevonden' }),
    });
    expect(error.problems).toEqual([expect.stringMatching(/detail/)]);
  });

  it('picks a literal path segment over a parameter, and leaves unknown paths alone', () => {
    expect(checker.operationOf('GET', '/api/admin/login-attempts/export?days_back=7')).toBe(
      'loginAttempts.export',
    );
    expect(checker.operationOf('GET', '/api/admin/login-attempts/12')).toBe('loginAttempts.get');
    expect(checker.operationOf('GET', '/api/bestaat-niet')).toBeUndefined();
    expect(
      checker.check({ method: 'GET', url: '/api/bestaat-niet', status: 404, contentType: null }),
    ).toEqual({
      operation: undefined,
      problems: [],
      bodyValidated: false,
    });
  });

  it('matches media types with their parameters, and ranges', () => {
    expect(mediaTypeMatches('text/plain; charset=utf-8', 'text/plain;charset=UTF-8')).toBe(true);
    expect(mediaTypeMatches('text/plain; charset=utf-8', 'text/plain; charset=iso-8859-1')).toBe(false);
    expect(mediaTypeMatches('image/*', 'image/png')).toBe(true);
    expect(mediaTypeMatches('application/json', 'application/json; charset=utf-8')).toBe(false);
  });
});
