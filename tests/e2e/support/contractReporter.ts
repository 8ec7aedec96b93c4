// Adds up the contract check's counts of the run (the `api-contract` annotation of each test, fixtures.ts) and
// prints them once at the end.
import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/** The annotation that carries a test's counts: `validated bodies forged`. */
export const CONTRACT_ANNOTATION = 'api-contract';

export default class ContractReporter implements Reporter {
  private validated = 0;
  private bodies = 0;
  private forged = 0;
  private tests = 0;

  onTestEnd(_test: TestCase, result: TestResult): void {
    const counts = result.annotations.filter((annotation) => annotation.type === CONTRACT_ANNOTATION);
    if (counts.length > 0) this.tests++;
    for (const { description } of counts) {
      const [validated = 0, bodies = 0, forged = 0] = (description ?? '').split(' ').map(Number);
      this.validated += validated;
      this.bodies += bodies;
      this.forged += forged;
    }
  }

  onEnd(_result: FullResult): void {
    console.log(
      `API contract (end-to-end tests): ${this.validated} answers validated against /api/openapi.json in ${this.tests} tests ` +
        `(${this.bodies} JSON bodies against their schema; ${this.forged} made up by the tests' route handlers, left out)`,
    );
  }

  printsToStdio(): boolean {
    return false;
  }
}
