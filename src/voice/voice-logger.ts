// The logging shape the voice layer accepts (pino's method signatures); it never imports a logger.

export interface VoiceLogger {
  debug(fields: object, message: string): void;
  info(fields: object, message: string): void;
  warn(fields: object, message: string): void;
  error(fields: object, message: string): void;
}
