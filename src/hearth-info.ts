// What Hearth says of itself: its version, its project address, the `info` answered to `describe`, and
// endpoints as they may be shown (never credentials).
import { readFileSync } from 'node:fs';
import type { Config } from './config/index.js';
import type { Info, TtsProgram } from './wyoming/index.js';

export const VERSION = readVersion();
export const PROJECT_URL = 'https://github.com/hearth-assist/hearth';

export function describeHearth(config: Config, tts: TtsProgram | undefined): Info {
  const attribution = { name: 'Hearth', url: PROJECT_URL };
  return {
    ...(tts === undefined ? {} : { tts: [tts] }),
    handle: [
      {
        name: 'Hearth',
        description: 'LLM conversation agent that controls your home',
        version: VERSION,
        attribution,
        installed: true,
        models: [
          {
            name: config.llm.model,
            description: `OpenAI-compatible model at ${redactUrl(config.llm.baseUrl)}`,
            version: null,
            attribution,
            installed: true,
            languages: [...config.announcedLanguages],
          },
        ],
        supports_handled_streaming: true,
        supports_home_control: true,
      },
    ],
  };
}

/** An endpoint for logs and `info`: scheme, host and path, never credentials or query. */
export function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.protocol}//${parsed.host}${parsed.pathname}`;
  } catch {
    return '(invalid url)';
  }
}

export function readVersion(): string {
  try {
    const text = readFileSync(new URL('../package.json', import.meta.url), 'utf8');
    const parsed = JSON.parse(text) as { version?: unknown };
    return typeof parsed.version === 'string' ? parsed.version : '0.0.0';
  } catch {
    return '0.0.0';
  }
}
