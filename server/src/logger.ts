/** A minimal logger. Never pass it passwords, tokens or codes (the mail-to-log fallback is the documented exception). */
export interface Logger {
  info(message: string): void;
  warn(message: string): void;
  error(message: string, error?: unknown): void;
}

export const consoleLogger: Logger = {
  info: (message) => console.log(message),
  warn: (message) => console.warn(message),
  error: (message, error) => console.error(message, ...(error === undefined ? [] : [describeError(error)])),
};

export const silentLogger: Logger = { info: () => {}, warn: () => {}, error: () => {} };

/** Stack of an Error, or its string form; never its enumerable properties, which may hold query parameters. */
export function describeError(error: unknown): string {
  if (error instanceof Error) return error.stack ?? `${error.name}: ${error.message}`;
  return String(error);
}
