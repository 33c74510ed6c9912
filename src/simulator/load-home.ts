// Reads and validates home definitions: a JSON file on disk, or the built-in sample home.
// Validation only; turning a definition into a running home is the House's job.
import { readFileSync } from 'node:fs';
import { homeSchemas } from './home-schema.js';
import type { HomeDefinition } from './home-schema.js';

/** A home file that cannot be used; `code` says why. */
export class HomeLoadError extends Error {
  override readonly name = 'HomeLoadError';
  readonly code: 'unreadable' | 'invalid-json' | 'invalid-home';

  constructor(code: HomeLoadError['code'], message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.code = code;
  }
}

/** Validates a home definition object (defaults filled in). */
export function parseHome(value: unknown, source = 'home definition'): HomeDefinition {
  const parsed = homeSchemas().homeSchema.safeParse(value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue ? issue.path.join('.') : '';
    throw new HomeLoadError(
      'invalid-home',
      `${source} is not a valid home: ${where} ${issue?.message ?? ''}`.trim(),
      {
        cause: parsed.error,
      },
    );
  }
  return parsed.data;
}

export function loadHome(path: string): HomeDefinition {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    throw new HomeLoadError('unreadable', `Cannot read home file ${path}`, { cause: error });
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new HomeLoadError('invalid-json', `Home file ${path} is not JSON`, { cause: error });
  }
  return parseHome(value, path);
}

/**
 * The built-in sample home (a fresh copy each time). Read from its file when asked, not imported as a JSON
 * module: a module's value stays in memory for good (~0.1 MB), and the House keeps its own parsed copy.
 */
export function sampleHome(): HomeDefinition {
  return parseHome(
    JSON.parse(readFileSync(new URL('homes/sample.json', import.meta.url), 'utf8')),
    'sample home',
  );
}
