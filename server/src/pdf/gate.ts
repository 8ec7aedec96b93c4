/**
 * A bound on PDF rendering in one API process. Laying out a PDF holds the event loop for a few hundred
 * milliseconds and some megabytes of memory; one render runs at a time and a few more may wait. Beyond that a
 * request is turned away (`GateFullError`, answered 503 with Retry-After) instead of piling up.
 */
export class GateFullError extends Error {
  constructor() {
    super('gate full');
    this.name = 'GateFullError';
  }
}

export function createGate(concurrency: number, maxWaiting: number) {
  let running = 0;
  const waiting: (() => void)[] = [];

  const release = () => {
    running--;
    const next = waiting.shift();
    if (next) {
      running++;
      next();
    }
  };

  return {
    async run<T>(work: () => Promise<T>): Promise<T> {
      if (running >= concurrency) {
        if (waiting.length >= maxWaiting) throw new GateFullError();
        await new Promise<void>((resolve) => waiting.push(resolve));
      } else running++;
      try {
        return await work();
      } finally {
        release();
      }
    },
    /** Renders running and waiting (for tests). */
    load: () => ({ running, waiting: waiting.length }),
  };
}

/** The process's gate for PDF previews. */
export const pdfGate = createGate(1, 6);
