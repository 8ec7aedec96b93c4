import PgBoss from 'pg-boss';

/** The schema pg-boss keeps its queues, jobs and schedules in. */
export const QUEUE_SCHEMA = 'pgboss';

/**
 * Splits SQL into statements at `;` outside quotes, dollar-quoted bodies and comments (pg-boss's
 * construction script holds PL/pgSQL functions whose bodies contain `;`).
 */
export function splitStatements(script: string): string[] {
  const statements: string[] = [];
  let current = '';
  let i = 0;
  while (i < script.length) {
    const char = script[i]!;
    const rest = script.slice(i);
    const dollar = /^\$[A-Za-z_]*\$/.exec(rest)?.[0];
    if (dollar) {
      const end = script.indexOf(dollar, i + dollar.length);
      const stop = end < 0 ? script.length : end + dollar.length;
      current += script.slice(i, stop);
      i = stop;
    } else if (char === "'" || char === '"') {
      let j = i + 1;
      while (j < script.length && script[j] !== char) j++;
      current += script.slice(i, j + 1);
      i = j + 1;
    } else if (rest.startsWith('--')) {
      const end = script.indexOf('\n', i);
      i = end < 0 ? script.length : end;
    } else if (char === ';') {
      statements.push(current.trim());
      current = '';
      i++;
    } else {
      current += char;
      i++;
    }
  }
  statements.push(current.trim());
  return statements.filter((statement) => statement !== '');
}

/**
 * pg-boss's construction script for its installed version, as single statements to run inside a migration:
 * without its own `BEGIN`/`COMMIT` and `SET LOCAL` timeouts (the migration is the transaction), keeping its
 * advisory lock so a pg-boss starting elsewhere at the same moment waits. Throws when the script no longer
 * has the shape this relies on (a pg-boss upgrade), so the change is noticed in the tests.
 */
export function queueSchemaStatements(): string[] {
  const statements = splitStatements(PgBoss.getConstructionPlans(QUEUE_SCHEMA));
  if (statements[0]?.toUpperCase() !== 'BEGIN' || statements.at(-1)?.toUpperCase() !== 'COMMIT') {
    throw new Error(
      'pg-boss construction script has an unexpected shape: check server/src/jobs/queueSchema.ts',
    );
  }
  return statements.slice(1, -1).filter((statement) => !/^SET LOCAL /i.test(statement));
}
