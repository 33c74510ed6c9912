// The one error the config layer throws: a bad option, a bad environment variable, an unreadable file.

export class ConfigError extends Error {
  override readonly name = 'ConfigError';
  readonly code: 'invalid-option' | 'invalid-env' | 'unreadable';
  constructor(code: ConfigError['code'], message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.code = code;
  }
}
