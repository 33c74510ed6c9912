// The logging shape ha/ accepts (pino's method signatures), so callers inject any logger.

export interface Logger {
  debug(object: object, message?: string): void;
  info(object: object, message?: string): void;
  warn(object: object, message?: string): void;
  error(object: object, message?: string): void;
}

const ignore = (): void => undefined;

/** The default: say nothing. */
export const silentLogger: Logger = { debug: ignore, info: ignore, warn: ignore, error: ignore };
