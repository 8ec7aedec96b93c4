/** A minimal logger. Never pass it passwords, tokens or codes (without SMTP, mails go to DATA_DIR/outbox, not here). */
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
