// Writes src/resolver/words/ha-kind-words.ts from a copy of Home Assistant's intents repository
// (github.com/home-assistant/intents): each language's `sentences/<lang>/_common.yaml` names domains
// and device classes in its lists (`on_off_domains`, `cover_classes`, `lock_domains`) and in expansion
// rules. The words are theirs; which rule names which kind is said here, per language.
//
//   node --import tsx scripts/generate-ha-words.ts <intents git dir or checkout> [--out FILE]
//
// Only reads the copy (through `git show` when it is a git directory); never reaches the network.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { argv, exit, stderr, stdout } from 'node:process';
import { parse } from 'yaml';
import { normalizeText } from '../src/resolver/normalize-text.js';
import { FLOOR_WORDS, ROOM_WORDS } from '../src/resolver/words/place-words.js';
import { COMMAND_WORDS, STOP_WORDS } from '../src/resolver/words/target-words.js';

const LANGUAGES = ['en', 'de', 'es', 'fr', 'it', 'nl', 'pt', 'pt-br', 'pl', 'sv', 'da', 'nb', 'ko', 'ja'];
const CHINESE = ['zh-cn', 'zh-tw', 'zh-hk'];

interface Kind {
  domain: string;
  classes?: string[];
  activity?: boolean;
}

const DOOR: Kind = { domain: 'binary_sensor', classes: ['door', 'garage_door', 'opening'] };
const WINDOW: Kind = { domain: 'binary_sensor', classes: ['window', 'opening'] };
const WINDOW_COVERS = ['blind', 'shade', 'shutter', 'curtain', 'window'];

/**
 * Expansion rules that name a kind, per language (the rule names are the intents' own). Rules that
 * mix kinds (Spanish `luces` also lists switches, `cerrables` doors and windows) are left to the lists.
 */
const RULES: Record<string, Record<string, Kind>> = {
  en: { light: { domain: 'light' }, clean: { domain: 'vacuum', activity: true } },
  de: {
    licht: { domain: 'light' },
    lichter: { domain: 'light' },
    luefter: { domain: 'fan' },
    abdeckung: { domain: 'cover' },
    garage: { domain: 'cover', classes: ['garage'] },
    tor: { domain: 'cover', classes: ['gate'] },
    schloss: { domain: 'lock' },
    szene: { domain: 'scene' },
    skript: { domain: 'script' },
  },
  fr: {
    lumiere: { domain: 'light' },
    ventilateur: { domain: 'fan' },
    ventilateurs: { domain: 'fan' },
    serrure: { domain: 'lock' },
    capteur: { domain: 'sensor' },
    media: { domain: 'media_player', activity: true },
  },
  it: {
    light: { domain: 'light' },
    fan: { domain: 'fan' },
    climate: { domain: 'climate' },
    cover: { domain: 'cover' },
    garage: { domain: 'cover', classes: ['garage'] },
    lock: { domain: 'lock' },
    clean: { domain: 'vacuum', activity: true },
  },
  nl: {
    light: { domain: 'light' },
    fan: { domain: 'fan' },
    switch: { domain: 'switch' },
    cover: { domain: 'cover' },
    lock: { domain: 'lock' },
  },
  pt: { luz: { domain: 'light' }, estores: { domain: 'cover', classes: WINDOW_COVERS } },
  pl: { light: { domain: 'light' }, lights: { domain: 'light' } },
  sv: {
    ljuskällor: { domain: 'light' },
    gardiner: { domain: 'cover', classes: WINDOW_COVERS },
    låsbar: { domain: 'lock' },
  },
  da: {
    lys: { domain: 'light' },
    blæser: { domain: 'fan' },
    garagedør: { domain: 'cover', classes: ['garage'] },
    afspiller: { domain: 'media_player' },
    rengør: { domain: 'vacuum', activity: true },
  },
  ko: { light: { domain: 'light' } },
  'zh-cn': { light: { domain: 'light' }, music: { domain: 'media_player' }, weather: { domain: 'weather' } },
};

/** Words a rule lists that mean something else on their own (Spanish "llave": a key or a tap). */
const LEFT_OUT = new Set(['llave', 'llaves', 'son', 'element', 'elemento', 'iets', 'ding', '등', '창']);

/** The lists' classes as the resolver's kinds: a door or window is asked about through its sensor. */
function listKind(list: string, out: string): Kind | undefined {
  if (list === 'on_off_domains' || list === 'lock_domains') return { domain: out };
  if (list !== 'cover_classes') return undefined;
  if (out === 'door') return DOOR;
  if (out === 'window') return WINDOW;
  return { domain: 'cover', classes: [out] };
}

/** A room, floor or command word ("현관", "Garage") stays one: a kind word would hide the place. */
function saysOther(phrase: string): boolean {
  return ROOM_WORDS.has(phrase) || FLOOR_WORDS.has(phrase) || COMMAND_WORDS.has(phrase);
}

/** Every phrase a template spells: (a|b) alternatives, [optional] parts, <rule> references. */
function expand(template: string, rules: Record<string, string>, depth = 0): string[] {
  let at = 0;
  const limit = 400;
  function alternatives(): string[] {
    const all: string[] = [];
    for (;;) {
      all.push(...sequence());
      if (template[at] !== '|') return all.slice(0, limit);
      at += 1;
    }
  }
  function sequence(): string[] {
    let forms = [''];
    const join = (next: string[]) => {
      forms = forms.flatMap((form) => next.map((part) => form + part)).slice(0, limit);
    };
    while (at < template.length && template[at] !== '|' && template[at] !== ')' && template[at] !== ']') {
      const char = template[at]!;
      if (char === '(' || char === '[') {
        at += 1;
        const inner = alternatives();
        at += 1;
        join(char === '(' ? inner : ['', ...inner]);
      } else if (char === '<') {
        const end = template.indexOf('>', at);
        const rule = rules[template.slice(at + 1, end)];
        at = end + 1;
        join(rule === undefined || depth > 4 ? [] : expand(rule, rules, depth + 1));
      } else if (char === '{') {
        // A slot ({name}) is no kind word.
        at = template.indexOf('}', at) + 1;
        join([]);
      } else {
        join([char]);
        at += 1;
      }
    }
    return forms;
  }
  return alternatives();
}

interface Entry extends Kind {
  language: string;
  one: Set<string>;
  many: Set<string>;
}

function addForms(entries: Map<string, Entry>, language: string, kind: Kind, forms: string[]): void {
  const key = `${language} ${kind.domain} ${kind.classes?.join(',') ?? ''} ${kind.activity === true}`;
  const entry = entries.get(key) ?? { ...kind, language, one: new Set(), many: new Set() };
  entries.set(key, entry);
  for (const form of forms) {
    const words = normalizeText(form).split(' ');
    // Articles and prepositions the template allows around the word are not part of it.
    while (words.length > 0 && STOP_WORDS.has(words[0]!)) words.shift();
    while (words.length > 0 && STOP_WORDS.has(words.at(-1)!)) words.pop();
    const phrase = words.join(' ');
    if (phrase === '' || LEFT_OUT.has(phrase) || words.length > 3 || saysOther(phrase)) continue;
    entry.one.add(phrase);
  }
}

/** Plural endings: "Lichter" beside "Licht" is its plural. */
const ENDINGS = ['s', 'es', 'en', 'n', 'er', 'ern', 'e', 'x'];

/** Languages whose other endings are cases or the definite article ("gardinen", "lampę"). */
const CASE_ENDINGS: Record<string, string[]> = {
  sv: ['er', 'erna', 'ar', 'arna', 'or', 'orna'],
  da: ['er', 'erne', 'e', 'ene', 'r', 'rne'],
  nb: ['er', 'ene'],
  pl: ['y', 'i'],
};

/**
 * The templates spell the numbers side by side ("light[s]", "(Licht|Lichter)"): a form that is
 * another form plus a plural ending is a plural; the rest are singular.
 */
/** Plurals that change the last letters: "luci" / "luce", "tende" / "tenda", "luces" / "luz". */
function romancePlural(word: string, has: (stem: string, end: string) => boolean): boolean {
  const stem = word.slice(0, -1);
  if (word.endsWith('i')) return has(stem, 'o') || has(stem, 'e');
  if (word.endsWith('ces')) return has(word.slice(0, -3), 'z');
  return word.endsWith('e') && has(stem, 'a');
}

function splitPlurals(entry: Entry): void {
  const endings = CASE_ENDINGS[entry.language];
  const all = new Set([...entry.one, ...entry.many]);
  for (const phrase of [...entry.one]) {
    // The first word carries the number: "tende da sole" beside "tenda da sole".
    const word = phrase.split(' ')[0]!;
    const rest = phrase.slice(word.length);
    const has = (stem: string, end: string) => all.has(stem + end + rest);
    const plural =
      (endings ?? ENDINGS).some(
        (ending) => word.endsWith(ending) && has(word.slice(0, -ending.length), ''),
      ) ||
      (endings === undefined && romancePlural(word, has));
    if (plural) {
      entry.one.delete(phrase);
      entry.many.add(phrase);
    }
  }
}

interface Common {
  lists?: Record<string, { values?: ({ in: string; out: string | string[] } | string)[] }>;
  expansion_rules?: Record<string, string>;
}

function readSource(source: string, path: string): string | undefined {
  if (existsSync(join(source, 'sentences'))) {
    const file = join(source, path);
    return existsSync(file) ? readFileSync(file, 'utf8') : undefined;
  }
  try {
    return execFileSync('git', ['--git-dir', source, 'show', `HEAD:${path}`], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
  } catch {
    return undefined;
  }
}

function commitOf(source: string): string {
  const gitDir = existsSync(join(source, '.git')) ? join(source, '.git') : source;
  const line = execFileSync('git', ['--git-dir', gitDir, 'log', '-1', '--format=%H %cs'], {
    encoding: 'utf8',
  });
  return line.trim();
}

function generate(source: string): string {
  const entries = new Map<string, Entry>();
  for (const language of [...LANGUAGES, ...CHINESE]) {
    const text = readSource(source, `sentences/${language}/_common.yaml`);
    if (text === undefined) continue;
    const common = parse(text) as Common;
    const rules = common.expansion_rules ?? {};
    for (const list of ['on_off_domains', 'cover_classes', 'lock_domains']) {
      for (const value of common.lists?.[list]?.values ?? []) {
        if (typeof value === 'string') continue;
        for (const out of [value.out].flat()) {
          const kind = listKind(list, out);
          if (kind !== undefined) addForms(entries, language, kind, expand(value.in, rules));
        }
      }
    }
    const named = RULES[CHINESE.includes(language) ? 'zh-cn' : language] ?? {};
    for (const [rule, kind] of Object.entries(named)) {
      if (rules[rule] !== undefined) addForms(entries, language, kind, expand(rules[rule], rules));
    }
  }
  const [commit, date] = commitOf(source).split(' ');
  for (const entry of entries.values()) splitPlurals(entry);
  const lines = [...entries.values()]
    .filter((entry) => entry.one.size + entry.many.size > 0)
    .map((entry) => {
      const fields = [
        `language: '${entry.language}'`,
        `domain: '${entry.domain}'`,
        ...(entry.classes === undefined
          ? []
          : [`classes: [${entry.classes.map((c) => `'${c}'`).join(', ')}]`]),
        ...(entry.activity === true ? ['activity: true'] : []),
        `one: '${[...entry.one].join('|')}'`,
        `many: '${[...entry.many].join('|')}'`,
      ];
      return `  { ${fields.join(', ')} },`;
    });
  return [
    `// Generated by scripts/generate-ha-words.ts from home-assistant/intents, commit ${commit} (${date}):`,
    '// the kind words of sentences/<language>/_common.yaml (lists and expansion rules), normalized.',
    '// Do not edit by hand; the hand-written tables (kind-words.ts) win where both name a word.',
    '',
    'export interface HaKindEntry {',
    '  language: string;',
    '  domain: string;',
    '  classes?: readonly string[];',
    '  activity?: boolean;',
    '  /** Phrases separated by "|". */',
    '  one: string;',
    '  many: string;',
    '}',
    '',
    'export const HA_KINDS: readonly HaKindEntry[] = [',
    ...lines,
    '];',
    '',
  ].join('\n');
}

function listSource(source: string, folder: string): string[] {
  if (existsSync(join(source, 'sentences'))) {
    const path = join(source, folder);
    return existsSync(path) ? readdirSync(path).map((name) => `${folder}/${name}`) : [];
  }
  try {
    const listing = execFileSync('git', ['--git-dir', source, 'ls-tree', '--name-only', `HEAD:${folder}`], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    return listing
      .split('\n')
      .filter((name) => name.endsWith('.yaml'))
      .map((name) => `${folder}/${name}`);
  } catch {
    return [];
  }
}

interface SentenceFile {
  intents?: Record<string, { data?: { sentences?: string[] }[] }>;
  expansion_rules?: Record<string, string>;
  skip_words?: string[];
}

/**
 * The words of every sentence template of a language (its verbs, question words, particles): cut at the
 * template's own marks, so alternatives and optional parts give their pieces, never a whole sentence.
 */
function sentenceWords(source: string, language: string): string[] {
  const words = new Set<string>();
  for (const path of listSource(source, `sentences/${language}`)) {
    const text = readSource(source, path);
    if (text === undefined) continue;
    const file = parse(text) as SentenceFile;
    const templates = [
      ...Object.values(file.intents ?? {}).flatMap((intent) =>
        (intent.data ?? []).flatMap((data) => data.sentences ?? []),
      ),
      ...Object.values(file.expansion_rules ?? {}),
      ...(file.skip_words ?? []),
    ];
    for (const template of templates) {
      const pieces = template.replace(/\{[^}]*\}|<[^>]*>/g, ' ').split(/[()[\]|]/);
      for (const piece of pieces) {
        for (const word of normalizeText(piece).split(' ')) {
          // One Latin letter is an ending cut off ("lumière[s]"); one CJK character can be a particle.
          if (word === '' || /^[a-z]$/.test(word)) continue;
          words.add(word);
        }
      }
    }
  }
  return [...words].sort();
}

function generateSentenceWords(source: string): string {
  const [commit, date] = commitOf(source).split(' ');
  const lines = [...LANGUAGES, ...CHINESE].flatMap((language) => {
    const words = sentenceWords(source, language);
    return words.length === 0 ? [] : [`  '${language}': '${words.join('|').replace(/'/g, "\\'")}',`];
  });
  return [
    `// Generated by scripts/generate-ha-words.ts from home-assistant/intents, commit ${commit} (${date}):`,
    "// every word of each language's sentence templates (sentences/<language>/*.yaml), normalized. The words",
    "// Assist hears around a name: a request's word that is one of these and no name of the home holds is",
    '// not part of a name. Do not edit by hand.',
    '',
    'export const HA_SENTENCE_WORDS: Readonly<Record<string, string>> = {',
    ...lines,
    '};',
    '',
  ].join('\n');
}

const [source, ...rest] = argv.slice(2);
if (source === undefined) {
  stderr.write('usage: generate-ha-words.ts <intents git dir or checkout> [--out FILE]\n');
  exit(2);
}
const outAt = rest.indexOf('--out');
const out = outAt >= 0 ? rest[outAt + 1]! : 'src/resolver/words/ha-kind-words.ts';
writeFileSync(out, generate(source));
const sentencesOut = join(dirname(out), 'ha-sentence-words.ts');
writeFileSync(sentencesOut, generateSentenceWords(source));
stdout.write(`wrote ${sentencesOut}\n`);
stdout.write(`wrote ${out}\n`);
