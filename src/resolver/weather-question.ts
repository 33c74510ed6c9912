// Questions about the weather, in the 13 languages: "how warm is it outside" (outdoor-temperature.ts); a
// question about rain ("will it rain tomorrow", "¿va a llover mañana?", "내일 비 와?", "明天会下雨吗") is the
// home's forecast, asked of now ("is it raining", "sta piovendo?") the rain sensor when the home has one (a
// moisture sensor named for rain, or a rain intensity, never a leak sensor), and how much has fallen ("how much
// did it rain") the rain gauge; snow, sun, storms and fog are the forecast's, and so is the weather, or how warm
// or windy it will be, said with a time to come ("wie wird das Wetter morgen", "明天冷不冷"). Never when a kind
// or a word of the home's names is said beside them. Reads the target index only.
import { toCandidates } from './candidates.js';
import { outdoorAnswer } from './outdoor-temperature.js';
import { OUTSIDE_WORDS } from './words/place-words.js';
import { parseTarget, type ParsedTarget } from './parse-target.js';
import type { Resolution, ResolveOptions } from './resolution.js';
import type { IndexedEntity, TargetIndex } from './target-index.js';
import {
  HOW_MUCH,
  KOREAN_NOW,
  RAIN_FALLEN,
  RAIN_CJK,
  RAIN_NOW,
  RAIN_NOW_CJK,
  RAIN_WORDS,
  SKY_CJK,
  SKY_WORDS,
  WHEN_CJK,
  WHEN_WORDS,
} from './words/weather-words.js';

/** Rain now (a rain sensor), fallen (a rain gauge), or to come (the forecast). */
type Asked = 'now' | 'fallen' | 'later';

const HANGUL = /^[\uac00-\ud7a3]/;
/** Chinese or Japanese script: only then are the written-in patterns looked for (most phrases have none). */
const HAN_KANA = /[\u3040-\u30ff\u4e00-\u9fff]/;

function isRain(word: string): boolean {
  return RAIN_NOW.has(word) || RAIN_WORDS.has(word) || (RAIN_FALLEN.has(word) && word !== 'did');
}

function isWhen(word: string): boolean {
  if (WHEN_WORDS.has(word) || WHEN_CJK.includes(word)) return true;
  return HANGUL.test(word) && [...WHEN_WORDS].some((when) => HANGUL.test(when) && word.startsWith(when));
}

/** Whether rain is asked about, and of now or of a time to come. */
function rainAsked(tokens: readonly string[], norm: string): Asked | undefined {
  const cjk = HAN_KANA.test(norm) && RAIN_CJK.some((mark) => norm.includes(mark));
  const rain = cjk || tokens.some(isRain);
  if (!rain) return undefined;
  const fallen = tokens.some((token) => RAIN_FALLEN.has(token)) || norm.includes('下了');
  if (fallen) return 'fallen';
  const much = tokens.some((token) => HOW_MUCH.has(token)) || norm.includes('多少');
  if (tokens.some(isWhen) || WHEN_CJK.some((when) => norm.includes(when))) return 'later';
  if (much) return 'fallen';
  const korean = tokens.findIndex((token) => token === '비' || token === '비가');
  const koreanNow = korean >= 0 && KOREAN_NOW.some((now) => tokens[korean + 1]?.startsWith(now) === true);
  const said = (token: string, at: number) =>
    RAIN_NOW.has(token) || RAIN_NOW.has(`${tokens[at - 1]} ${token}`);
  const now = koreanNow || tokens.some(said) || RAIN_NOW_CJK.some((mark) => norm.includes(mark));
  return now ? 'now' : 'later';
}

/** Rain words a sensor's name says ("Rain Sensor", "Regensensor", "Sensore pioggia", "雨水传感器"). */
const RAIN_NAMES = [
  'rain',
  'regen',
  'regn',
  'lluvia',
  'pluie',
  'pluvio',
  'pioggia',
  'chuva',
  'deszcz',
  '빗',
  '강우',
  '雨',
];

/** A rain gauge: how much has fallen. */
function rainGauge(entity: IndexedEntity): boolean {
  return entity.domain === 'sensor' && entity.deviceClass === 'precipitation';
}

/** A sensor that says whether it rains now: a moisture sensor named for rain, or a rain intensity. */
function rainSensor(entity: IndexedEntity): boolean {
  if (entity.deviceClass === 'precipitation_intensity') return true;
  if (entity.deviceClass !== 'moisture' || entity.domain !== 'binary_sensor') return false;
  return entity.names.some((name) =>
    name
      .split(' ')
      .some((word) =>
        RAIN_NAMES.some((rain) => word.startsWith(rain) || (!/^[a-z]/.test(rain) && word.includes(rain))),
      ),
  );
}

/**
 * A word some name of the home holds as said or by its stem (a typo's likeness is too little here). Not a
 * word of outside ("is it sunny out" beside an "Outdoor Temperature"): the sky is outside.
 */
function homeWord(index: TargetIndex, word: string): boolean {
  if (word === 'out' || OUTSIDE_WORDS.has(word)) return false;
  return index.words.exact(word).length > 0 || index.words.stemmed(word).length > 0;
}

/** One to act on, several to ask about. */
function answer(index: TargetIndex, things: IndexedEntity[], options: ResolveOptions): Resolution {
  if (things.length !== 1)
    return { kind: 'ambiguous', candidates: toCandidates(index, things, options.satelliteAreaId) };
  return { kind: 'found', entityIds: [things[0]!.id], group: false, domainNamed: true };
}

/**
 * The answer to a question about rain: the weather, the rain sensor for rain now, the rain gauge for how
 * much has fallen. Undefined when no rain is asked, when another kind is named ("the rain sensor"), or
 * when a word beside it is one the home's names hold ("rain mode").
 */
function rainAnswer(
  index: TargetIndex,
  parsed: ParsedTarget,
  norm: string,
  options: ResolveOptions,
): Resolution | undefined {
  const asked = rainAsked(parsed.tokens, norm);
  if (asked === undefined) return undefined;
  if (parsed.kind !== undefined && parsed.kind.domain !== 'weather') return undefined;
  const domain = options.domain;
  if (domain !== undefined && !['weather', 'sensor', 'binary_sensor'].includes(domain)) return undefined;
  // The words beside the rain, read again without it: a kind or a word of the home's names is another thing.
  const rest = parseTarget(
    index,
    parsed.tokens.filter((token) => !isRain(token)),
  );
  if (rest.kind !== undefined && rest.kind.domain !== 'weather') return undefined;
  if (rest.names.some((word) => homeWord(index, word))) return undefined;
  const readings = [...(index.byDomain.get('binary_sensor') ?? []), ...(index.byDomain.get('sensor') ?? [])];
  const sensors = readings.filter(asked === 'fallen' ? rainGauge : rainSensor);
  const weather = index.byDomain.get('weather') ?? [];
  if (asked !== 'later' && sensors.length > 0 && domain !== 'weather') return answer(index, sensors, options);
  if (weather.length > 0) return answer(index, weather, options);
  return sensors.length > 0 ? answer(index, sensors, options) : undefined;
}

/**
 * "Wie wird das Wetter morgen", "quel temps fera-t-il demain", "明天天气怎么样": the weather said with a time to
 * come is the home's forecast; the words beside it the home's names never hold ("fera", "wird") are how
 * it is asked. Undefined without a time said, or with a word of the home's names ("at the marina").
 */
function forecastAnswer(
  index: TargetIndex,
  parsed: ParsedTarget,
  options: ResolveOptions,
): Resolution | undefined {
  // Also how warm, humid or windy it will be ("how cold will it be tomorrow", "明天冷不冷", "오늘 바람 불어?").
  const weatherKind = parsed.kind?.domain === 'weather' || parsed.kind?.fallback === 'weather';
  if (!weatherKind || !parsed.names.some(isWhen)) return undefined;
  if (options.domain !== undefined && options.domain !== 'weather') return undefined;
  if (parsed.names.some((word) => !isWhen(word) && homeWord(index, word))) return undefined;
  const weather = index.byDomain.get('weather') ?? [];
  return weather.length === 0 ? undefined : answer(index, weather, options);
}

/**
 * "Will it snow", "scheint die Sonne", "est-ce qu'il fait beau", "明日は晴れ？": the sky's other states are
 * the forecast's, when no kind and no word of the home's names is said beside them.
 */
function skyAnswer(
  index: TargetIndex,
  parsed: ParsedTarget,
  norm: string,
  options: ResolveOptions,
): Resolution | undefined {
  const korean = parsed.tokens.some(
    (token, at) => token === '눈' && /^(와|오|올|내)/.test(parsed.tokens[at + 1] ?? ''),
  );
  const sky =
    korean ||
    parsed.tokens.some((token) => SKY_WORDS.has(token)) ||
    (HAN_KANA.test(norm) && SKY_CJK.some((mark) => norm.includes(mark)));
  if (!sky) return undefined;
  // A sky word the parse took for a kind by its likeness ("storm" for "store") is still the sky's.
  const kindSaid = parsed.kind !== undefined && !parsed.kindTokens.every((token) => SKY_WORDS.has(token));
  if (kindSaid && parsed.kind?.domain !== 'weather') return undefined;
  if (options.domain !== undefined && options.domain !== 'weather') return undefined;
  const rest = parseTarget(
    index,
    parsed.tokens.filter((token) => !SKY_WORDS.has(token)),
  );
  if (rest.kind !== undefined && rest.kind.domain !== 'weather') return undefined;
  if (rest.names.some((word) => homeWord(index, word))) return undefined;
  const weather = index.byDomain.get('weather') ?? [];
  return weather.length === 0 ? undefined : answer(index, weather, options);
}

/** "How warm is it outside" (outdoor-temperature.ts), a question about rain or the sky, the forecast. */
export function weatherAnswer(
  index: TargetIndex,
  parsed: ParsedTarget,
  norm: string,
  options: ResolveOptions,
): Resolution | undefined {
  const outdoor = parsed.outside ? outdoorAnswer(index, parsed, options) : undefined;
  return (
    outdoor ??
    rainAnswer(index, parsed, norm, options) ??
    skyAnswer(index, parsed, norm, options) ??
    forecastAnswer(index, parsed, options)
  );
}
