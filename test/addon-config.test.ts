// config.yaml, translations and repository.yaml against the Supervisor's rules and our optionsSchema().
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { optionsSchema } from '../src/config/index.js';

const ROOT = resolve(import.meta.dirname, '..');
const readYaml = (path: string): Record<string, unknown> =>
  parse(readFileSync(join(ROOT, path), 'utf8')) as Record<string, unknown>;

const config = readYaml('config.yaml');
const schema = config.schema as Record<string, string | string[]>;
const options = config.options as Record<string, unknown>;
const translations = readYaml('translations/en.yaml') as {
  configuration: Record<string, { name?: unknown; description?: unknown }>;
  network: Record<string, unknown>;
};

/** The Supervisor's grammar of one schema element (supervisor/apps/options.py, RE_SCHEMA_ELEMENT). */
const SCHEMA_ELEMENT = new RegExp(
  '^(?:|bool|email|url|port|device(?:\\((?<filter>subsystem=[a-z]+)\\))?' +
    '|str(?:\\((?<sMin>\\d+)?,(?<sMax>\\d+)?\\))?|password(?:\\((?<pMin>\\d+)?,(?<pMax>\\d+)?\\))?' +
    '|int(?:\\((?<iMin>-?\\d+)?,(?<iMax>-?\\d+)?\\))?' +
    '|float(?:\\((?<fMin>-?\\d*\\.?\\d+)?,(?<fMax>-?\\d*\\.?\\d+)?\\))?' +
    '|match\\((?<match>.*)\\)|list\\((?<list>.+)\\))\\??$',
);

const element = (key: string): string => {
  const value = schema[key];
  return Array.isArray(value) ? value[0]! : value!;
};
const isOptional = (key: string): boolean => element(key).endsWith('?');

/** What the Supervisor does with one value of one scalar element (`_single_validate`), for our types. */
function supervisorAccepts(type: string, value: unknown): boolean {
  const groups = SCHEMA_ELEMENT.exec(type)?.groups;
  if (groups === undefined || value === null || value === undefined) return false;
  const within = (number: number, min?: string, max?: string): boolean =>
    (min === undefined || number >= Number(min)) && (max === undefined || number <= Number(max));
  if (type.startsWith('str') || type.startsWith('password')) return typeof value === 'string';
  if (type.startsWith('int'))
    return Number.isInteger(value) && within(value as number, groups.iMin, groups.iMax);
  if (type.startsWith('float')) return typeof value === 'number' && within(value, groups.fMin, groups.fMax);
  if (type.startsWith('bool')) return typeof value === 'boolean';
  if (type.startsWith('url'))
    return typeof value === 'string' && URL.canParse(value) && new URL(value).host !== '';
  if (type.startsWith('match'))
    return typeof value === 'string' && new RegExp(groups.match!).exec(value)?.index === 0;
  if (type.startsWith('list')) return typeof value === 'string' && groups.list!.split('|').includes(value);
  return false;
}

describe('config.yaml against the Supervisor', () => {
  it('has the required keys with the right types and a slug the Supervisor accepts', () => {
    expect(config.name).toBe('Hearth');
    expect(typeof config.version).toBe('string');
    expect(config.slug).toMatch(/^[-_.A-Za-z0-9]+$/);
    expect(config.slug).toBe('hearth');
    expect(typeof config.description).toBe('string');
    expect(config.description).not.toContain('\n');
    expect(config.url).toMatch(/^https:\/\/\S+$/);
    expect(config.arch).toEqual(['aarch64', 'amd64']);
  });

  it('carries the version of package.json', () => {
    const packageJson = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { version: string };
    expect(config.version).toBe(packageJson.version);
  });

  it('runs under s6-overlay, announces Wyoming, reaches Core and asks for a Wyoming-capable Core', () => {
    expect(config.init).toBe(false);
    expect(config.discovery).toEqual(['wyoming']);
    expect(config.homeassistant_api).toBe(true);
    const [year, month] = String(config.homeassistant).split('.').map(Number);
    expect(year! * 100 + month!).toBeGreaterThanOrEqual(202409);
  });

  it('asks for no more access than it needs and sets no key to its default value', () => {
    for (const key of [
      'hassio_api',
      'hassio_role',
      'auth_api',
      'host_network',
      'watchdog',
      'privileged',
      'image',
    ]) {
      expect(config, key).not.toHaveProperty(key);
    }
    const defaults: Record<string, unknown> = {
      init: true,
      boot: 'auto',
      startup: 'application',
      stage: 'stable',
      homeassistant_api: false,
      advanced: false,
      backup: 'hot',
      timeout: 10,
      tmpfs: false,
    };
    for (const [key, value] of Object.entries(defaults)) expect(config[key], key).not.toEqual(value);
  });

  it('maps only the media folder (camera snapshots) and its own config folder (tools.yaml), and keeps snapshots out of backups', () => {
    expect(config.map).toEqual([
      { type: 'media', read_only: false },
      { type: 'addon_config', read_only: false },
    ]);
    expect(config.backup_exclude).toEqual(expect.arrayContaining(['snapshots', 'snapshots/**']));
  });

  it('uses only keys the Supervisor knows (it drops unknown ones silently)', () => {
    const known = [
      'name',
      'version',
      'slug',
      'description',
      'url',
      'arch',
      'init',
      'homeassistant',
      'discovery',
      'homeassistant_api',
      'ports',
      'ports_description',
      'options',
      'schema',
      'startup',
      'stage',
      'timeout',
      'backup_exclude',
      'map',
      'environment',
      'panel_icon',
      'panel_title',
      'ingress',
      'ingress_port',
    ];
    expect(Object.keys(config).filter((key) => !known.includes(key))).toEqual([]);
  });

  it('declares the Wyoming port 10500/tcp, unpublished on the host, with a description', () => {
    expect(config.ports).toEqual({ '10500/tcp': null });
    for (const key of Object.keys(config.ports as object)) expect(key).toMatch(/^\d+(?:\/tcp|\/udp)?$/);
    const descriptions = config.ports_description as Record<string, unknown>;
    expect(Object.keys(descriptions)).toEqual(['10500/tcp']);
    expect(typeof descriptions['10500/tcp']).toBe('string');
  });

  it('writes every schema element in the Supervisor grammar, lists as one element', () => {
    for (const [key, value] of Object.entries(schema)) {
      if (Array.isArray(value)) expect(value, key).toHaveLength(1);
      expect(element(key), key).toMatch(SCHEMA_ELEMENT);
      // The Supervisor checks str/password bounds with a numeric range; keep string limits in zod.
      expect(element(key), key).not.toMatch(/^(str|password)\(/);
    }
  });

  it('gives a default for every required option and none for optional ones', () => {
    for (const key of Object.keys(schema)) {
      if (isOptional(key)) expect(options, key).not.toHaveProperty(key);
      else expect(options, key).toHaveProperty(key);
    }
    expect(Object.keys(options).filter((key) => !(key in schema))).toEqual([]);
    expect(element('llm_api_key')).toBe('password?');
  });

  it('has defaults the Supervisor itself accepts', () => {
    for (const [key, value] of Object.entries(options)) {
      expect(supervisorAccepts(element(key), value), `${key}: ${JSON.stringify(value)}`).toBe(true);
    }
  });
});

describe('config.yaml against optionsSchema', () => {
  const zodKeys = Object.keys(optionsSchema().shape);

  it('has exactly the keys of optionsSchema', () => {
    expect(Object.keys(schema).sort()).toEqual([...zodKeys].sort());
  });

  it('has the same defaults as optionsSchema, so the file the Supervisor writes parses to them', () => {
    const zodDefaults = optionsSchema().parse({}) as Record<string, unknown>;
    for (const [key, value] of Object.entries(options)) expect(value, key).toEqual(zodDefaults[key]);
    expect(optionsSchema().parse(options)).toEqual(zodDefaults);
  });

  it('leaves an optional key out without breaking the app', () => {
    for (const key of Object.keys(schema).filter(isOptional)) {
      expect(optionsSchema().safeParse({ ...options, [key]: undefined }).success, key).toBe(true);
    }
  });

  it('draws numeric limits where optionsSchema draws them', () => {
    for (const key of Object.keys(schema)) {
      const groups = SCHEMA_ELEMENT.exec(element(key))?.groups ?? {};
      const [min, max, step] = element(key).startsWith('int')
        ? [groups.iMin, groups.iMax, 1]
        : [groups.fMin, groups.fMax, 0.01];
      const zodAccepts = (value: number): boolean => optionsSchema().safeParse({ [key]: value }).success;
      if (min !== undefined) {
        expect(zodAccepts(Number(min)), `${key} = ${min}`).toBe(true);
        expect(zodAccepts(Number(min) - step), `${key} below ${min}`).toBe(false);
      }
      if (max !== undefined) {
        expect(zodAccepts(Number(max)), `${key} = ${max}`).toBe(true);
        expect(zodAccepts(Number(max) + step), `${key} above ${max}`).toBe(false);
      }
    }
  });

  it('limits extra_instructions to 8000 characters in the Supervisor too, so saving a longer text fails', () => {
    const samples = ['', 'Call me Sam.\nAnswer in one sentence.', 'a'.repeat(8_000), 'a'.repeat(8_001)];
    for (const sample of samples) {
      const app = optionsSchema().safeParse({ extra_instructions: sample }).success;
      expect(supervisorAccepts(element('extra_instructions'), sample), `${sample.length} characters`).toBe(
        app,
      );
    }
    expect(supervisorAccepts(element('extra_instructions'), 'a'.repeat(8_001))).toBe(false);
  });

  it('accepts the same allowlist entries in the Supervisor and in the app', () => {
    const samples = [
      'light',
      'light.turn_on',
      'media_player.volume_set',
      'Light',
      'light.',
      'light.turn-on',
      'a.b.c',
      '',
    ];
    for (const key of ['service_allowlist', 'domain_allowlist']) {
      for (const sample of samples) {
        const app = optionsSchema().safeParse({ [key]: [sample] }).success;
        expect(supervisorAccepts(element(key), sample), `${key}: "${sample}"`).toBe(app);
      }
    }
  });

  it('accepts the same language codes in the Supervisor and in the app', () => {
    const samples = ['en', 'de-CH', 'zh-Hant', 'yue', 'EN', 'english', 'en_US', 'e', 'en-', ''];
    for (const sample of samples) {
      const app = optionsSchema().safeParse({ languages: [sample] }).success;
      expect(supervisorAccepts(element('languages'), sample), `"${sample}"`).toBe(app);
    }
  });

  it('offers the log levels the app knows', () => {
    const levels = SCHEMA_ELEMENT.exec(element('log_level'))?.groups?.list?.split('|');
    for (const level of levels ?? [])
      expect(optionsSchema().safeParse({ log_level: level }).success, level).toBe(true);
    expect(optionsSchema().safeParse({ log_level: 'verbose' }).success).toBe(false);
  });
});

describe('translations/en.yaml', () => {
  it('names and describes every option, and nothing else', () => {
    expect(Object.keys(translations.configuration).sort()).toEqual(Object.keys(schema).sort());
    for (const [key, entry] of Object.entries(translations.configuration)) {
      expect(typeof entry.name === 'string' && entry.name.length > 0, `${key}.name`).toBe(true);
      expect(
        typeof entry.description === 'string' && entry.description.length > 0,
        `${key}.description`,
      ).toBe(true);
    }
  });

  it('describes the port under network with the same key as config.yaml', () => {
    expect(Object.keys(translations.network)).toEqual(Object.keys(config.ports as object));
    expect(typeof translations.network['10500/tcp']).toBe('string');
  });
});

describe('DOCS.md', () => {
  const docs = readFileSync(join(ROOT, 'DOCS.md'), 'utf8');

  it('documents every option in its table with the default config.yaml gives', () => {
    for (const key of Object.keys(schema)) {
      const row = docs.split('\n').find((line) => line.startsWith(`| \`${key}\` |`));
      expect(row, key).toBeDefined();
      if (!(key in options)) continue;
      const value = options[key];
      const shown = typeof value === 'boolean' ? (value ? '| on |' : '| off |') : `| \`${String(value)}\` |`;
      expect(row, key).toContain(shown);
    }
  });

  it('names every optional option, and only those, where it explains optional options', () => {
    const sentence = /These options are optional[\s\S]*?until you set them: ([^.]+)\./.exec(docs)?.[1] ?? '';
    const named = [...sentence.matchAll(/`([a-z_]+)`/g)].map((match) => match[1]);
    expect(named.sort()).toEqual(Object.keys(schema).filter(isOptional).sort());
  });

  it("shows images by absolute URLs into the repository (the add-on's Documentation tab cannot resolve relative ones), each of a file that exists", () => {
    const images = [...docs.matchAll(/!\[[^\]]*\]\(([^)\s]+)\)/g)].map((match) => match[1]!);
    expect(images.length).toBeGreaterThan(0);
    const raw = `${String(config.url).replace('https://github.com/', 'https://raw.githubusercontent.com/')}/main/`;
    for (const image of images) {
      expect(image.startsWith(raw), image).toBe(true);
      expect(existsSync(join(ROOT, image.slice(raw.length))), image).toBe(true);
    }
  });

  it('gives the port and repository URL users need', () => {
    expect(docs).toContain('`10500`');
    expect(docs).toContain(String(config.url));
  });
});

describe('repository layout', () => {
  it('has a repository.yaml with a name, url and maintainer', () => {
    const repository = readYaml('repository.yaml');
    expect(typeof repository.name).toBe('string');
    expect(repository.url).toBe(config.url);
    expect(typeof repository.maintainer).toBe('string');
  });

  it('has a square 128 px icon.png and a 250×100 logo.png', () => {
    const size = (path: string): [number, number] => {
      const bytes = readFileSync(join(ROOT, path));
      expect(bytes.subarray(1, 4).toString('latin1'), path).toBe('PNG');
      return [bytes.readUInt32BE(16), bytes.readUInt32BE(20)];
    };
    expect(size('icon.png')).toEqual([128, 128]);
    expect(size('logo.png')).toEqual([250, 100]);
  });

  it('has no other file the Supervisor would take for an add-on (config.yaml|yml|json)', () => {
    const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
      cwd: ROOT,
      encoding: 'utf8',
    })
      .split('\n')
      .filter((path) => /^config\.(ya?ml|json)$/.test(basename(path)))
      .filter((path) => !path.split('/').some((part) => part.startsWith('.') || part === 'rootfs'));
    expect(files).toEqual(['config.yaml']);
  });
});
