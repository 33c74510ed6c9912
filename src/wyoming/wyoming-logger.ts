// The logging shape the Wyoming module accepts (pino's method signatures); it never imports a logger.

export interface WyomingLogger {
  debug(fields: object, message: string): void;
  info(fields: object, message: string): void;
  warn(fields: object, message: string): void;
  error(fields: object, message: string): void;
}
