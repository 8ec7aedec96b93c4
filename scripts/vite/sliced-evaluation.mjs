// A signed-in first load evaluates the `data` chunk (first-load-chunks.mjs): the endpoint declarations and
// their zod schemas, some two thousand schema objects built at module level. In one task that took 45–70 ms
// on a desktop, four times that on a phone (Lighthouse's 4× CPU): a long task in which the page answers no
// input, and most of the dashboard's Total Blocking Time.
//
// This plugin lets the browser in between. Each module it is given begins with `await nextTask()` (a top-level
// await): its own code runs in a task of its own, after its imports. In the bundled chunk, whose modules run one
// after the other, every such module starts a new task, so the chunk evaluates in slices of a few ms each.
// What imports the chunk waits until all of it has run, as before. One cost: a module that is imported
// dynamically and reaches such a module can get a small chunk of its own that only re-exports it (the activity
// chart has one; the boot script imports one module, `src/state/firstScreenPreload.ts`, which gets none).
//
// `nextTask` is `scheduler.yield()` where the browser has it (its continuation goes before other waiting tasks,
// so the chunk is not held up by them), otherwise a zero timeout. Only the build does this: the reference
// server and the tests import the same modules without it.
import path from 'node:path';

/** The import of the helper, as the modules get it. */
export const NEXT_TASK_IMPORT = 'virtual:werkbank-next-task';
const NEXT_TASK_ID = `\0${NEXT_TASK_IMPORT}`;

/** The helper: a promise that resolves in a later task. */
export const nextTaskModule = `export function nextTask() {
  const scheduler = globalThis.scheduler;
  if (scheduler && typeof scheduler.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
`;

/**
 * `code` (an ES module) with a task break before its own code. Added to its first line, so that the lines of
 * the source map stay where they were.
 */
export function withTaskBreak(code) {
  return `import { nextTask as __nextTask } from ${JSON.stringify(NEXT_TASK_IMPORT)}; await __nextTask(); ${code}`;
}

/**
 * `modules`: paths relative to the project root, of the project's own modules. The build fails when one of them
 * is not part of it (renamed, removed), so the list cannot silently stop working. A package's files are refused:
 * their names and order are the package's own affair, and any update may change them
 * (docs/third-party-internals.md).
 */
export function slicedEvaluation(modules) {
  const packaged = modules.filter((module) => module.split(/[\\/]/).includes('node_modules'));
  if (packaged.length > 0)
    throw new Error(`sliced evaluation: not a module of the project: ${packaged.join(', ')}`);
  let wanted = new Set();
  const seen = new Set();
  return {
    name: 'werkbank-sliced-evaluation',
    apply: 'build',
    configResolved(config) {
      wanted = new Set(modules.map((module) => path.resolve(config.root, module)));
    },
    buildStart() {
      seen.clear();
    },
    resolveId(id) {
      return id === NEXT_TASK_IMPORT ? NEXT_TASK_ID : null;
    },
    load(id) {
      return id === NEXT_TASK_ID ? nextTaskModule : null;
    },
    transform(code, id) {
      if (!wanted.has(id)) return null;
      seen.add(id);
      return { code: withTaskBreak(code), map: null };
    },
    buildEnd(error) {
      if (error) return;
      const missing = [...wanted].filter((module) => !seen.has(module));
      if (missing.length > 0)
        this.error(
          `sliced evaluation: not in the build: ${missing.map((m) => path.relative(process.cwd(), m)).join(', ')}`,
        );
    },
  };
}
