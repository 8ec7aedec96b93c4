// The specs' `test` and `expect`: Playwright's, with the contract check. Every answer of a reference server's
// admin API (`/api/…`) that a test's browser receives is checked against the published OpenAPI document
// (GET /api/openapi.json; tests/contract/answerCheck.ts): its status declared for the operation, its media
// type declared, a JSON body valid against the declared schema. A mismatch fails the test. Answers a test
// makes up itself (`route.fulfill` in a `page.route` or `context.route` handler) are left out. The count of
// checked answers goes into an `api-contract` annotation, which contractReporter.ts adds up for the run.
import type { BrowserContext, Page, Request, Route } from '@playwright/test';
import { test as base } from '@playwright/test';
import type { ContractChecker, OpenApiDocument } from '../../contract/answerCheck';
import { contractChecker } from '../../contract/answerCheck';
import { CONTRACT_ANNOTATION } from './contractReporter';
import { servers } from './ports';

export * from '@playwright/test';

let checker: Promise<ContractChecker> | undefined;

function documentChecker(): Promise<ContractChecker> {
  checker ??= fetch(`${servers.plain}/api/openapi.json`)
    .then((res) => {
      if (!res.ok) throw new Error(`GET /api/openapi.json: ${res.status}`);
      return res.json() as Promise<OpenApiDocument>;
    })
    .then(contractChecker);
  return checker;
}

type RouteMethod = Page['route'];

/**
 * Wraps the `route` of a page or context so that every request a handler fulfils is remembered: its answer
 * comes from the test, not the server.
 */
function markForged(
  target: { route: RouteMethod },
  forged: WeakSet<Request>,
  patched: WeakSet<object>,
): void {
  if (patched.has(target)) return;
  patched.add(target);
  const route = target.route.bind(target);
  target.route = (url, handler, options) =>
    route(
      url,
      (routed: Route, request: Request) => {
        const fulfill = routed.fulfill.bind(routed);
        routed.fulfill = (answer) => {
          forged.add(routed.request());
          return fulfill(answer);
        };
        return handler(routed, request);
      },
      options,
    );
}

/** Per context: the requests its tests' route handlers fulfilled, and the pages and contexts wrapped. */
const marks = new WeakMap<BrowserContext, { forged: WeakSet<Request>; patched: WeakSet<object> }>();

export const test = base.extend({
  context: async ({ context }, use, testInfo) => {
    const check = await documentChecker();
    const forged = new WeakSet<Request>();
    const patched = new WeakSet<object>();
    marks.set(context, { forged, patched });
    const pending = new Set<Promise<void>>();
    const mismatches: string[] = [];
    const counts = { validated: 0, bodies: 0, forged: 0 };
    markForged(context, forged, patched);
    for (const page of context.pages()) markForged(page, forged, patched);
    context.on('page', (page) => markForged(page, forged, patched));

    context.on('response', (response) => {
      const url = response.url();
      if (!new URL(url).pathname.startsWith('/api/')) return;
      const request = response.request();
      const method = request.method();
      if (check.operationOf(method, url) === undefined) return;
      const work = (async () => {
        const contentType = (await response.headerValue('content-type')) ?? null;
        const json = contentType !== null && /^application\/([\w.-]+\+)?json\s*(;|$)/i.test(contentType);
        const body = json ? await response.text().catch(() => undefined) : undefined;
        // Known only once the answer is complete: a handler may fulfil after fetching.
        if (forged.has(request)) {
          counts.forged++;
          return;
        }
        const verdict = check.check({ method, url, status: response.status(), contentType, body });
        counts.validated++;
        if (verdict.bodyValidated) counts.bodies++;
        for (const problem of verdict.problems)
          mismatches.push(`${method} ${url} → ${response.status()}: ${problem}`);
      })().catch((error: unknown) => {
        // The test ended and its context closed while this answer was still being read: nothing to check.
        if (error instanceof Error && /has been closed/.test(error.message)) return;
        throw error;
      });
      pending.add(work);
      void work.finally(() => pending.delete(work));
    });

    await use(context);

    await Promise.race([Promise.all([...pending]), new Promise((resolve) => setTimeout(resolve, 5_000))]);
    testInfo.annotations.push({
      type: CONTRACT_ANNOTATION,
      description: `${counts.validated} ${counts.bodies} ${counts.forged}`,
    });
    if (mismatches.length > 0) {
      throw new Error(
        `Answers that differ from /api/openapi.json (the declarations in src/api/endpoints):\n${mismatches.join('\n')}`,
      );
    }
  },
  page: async ({ page }, use) => {
    // Wrapped by the context's `page` event already; made sure of before the test may route.
    const mark = marks.get(page.context());
    if (mark) markForged(page, mark.forged, mark.patched);
    await use(page);
  },
});
