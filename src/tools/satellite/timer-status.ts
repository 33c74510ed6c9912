// What HassTimerStatus says, in the user's language. Its handler speaks nothing and hands the timers over
// as the speech slot `timers`, which Home Assistant renders into the intent's text (its Wyoming client
// renders that text as a template). A timer's name is a value there, never template code. One sentence
// shape per language, "<timer>, <time left>: 1 hour 5 minutes", so no verb has to agree with a number.

interface StatusWords {
  none: string;
  /** The sentence's start for a named timer ("The {name} timer has"), split around the name. */
  named: [string, string];
  unnamed: string;
  /** Between the timer and the durations, and after them. */
  left: [string, string];
  paused: string;
  hour: [string, string];
  minute: [string, string];
  second: [string, string];
  /** What ends a timer's sentence. Default ". ". */
  end?: string;
}

const WORDS: Record<string, StatusWords> = {
  en: {
    none: 'There are no timers running.',
    named: ['The ', ' timer'],
    unnamed: 'A timer',
    left: [' has', ' left'],
    paused: ' and is paused',
    hour: ['hour', 'hours'],
    minute: ['minute', 'minutes'],
    second: ['second', 'seconds'],
  },
  de: {
    none: 'Es läuft kein Timer.',
    named: ['Timer ', ''],
    unnamed: 'Ein Timer',
    left: [', verbleibende Zeit:', ''],
    paused: ', pausiert',
    hour: ['Stunde', 'Stunden'],
    minute: ['Minute', 'Minuten'],
    second: ['Sekunde', 'Sekunden'],
  },
  es: {
    none: 'No hay temporizadores en marcha.',
    named: ['Temporizador ', ''],
    unnamed: 'Un temporizador',
    left: [', tiempo restante:', ''],
    paused: ', en pausa',
    hour: ['hora', 'horas'],
    minute: ['minuto', 'minutos'],
    second: ['segundo', 'segundos'],
  },
  fr: {
    none: "Aucun minuteur n'est en cours.",
    named: ['Minuteur ', ''],
    unnamed: 'Un minuteur',
    left: [', temps restant :', ''],
    paused: ', en pause',
    hour: ['heure', 'heures'],
    minute: ['minute', 'minutes'],
    second: ['seconde', 'secondes'],
  },
  it: {
    none: 'Non ci sono timer attivi.',
    named: ['Timer ', ''],
    unnamed: 'Un timer',
    left: [', tempo rimanente:', ''],
    paused: ', in pausa',
    hour: ['ora', 'ore'],
    minute: ['minuto', 'minuti'],
    second: ['secondo', 'secondi'],
  },
  nl: {
    none: 'Er lopen geen timers.',
    named: ['Timer ', ''],
    unnamed: 'Een timer',
    left: [', resterende tijd:', ''],
    paused: ', gepauzeerd',
    hour: ['uur', 'uur'],
    minute: ['minuut', 'minuten'],
    second: ['seconde', 'seconden'],
  },
  pt: {
    none: 'Não há temporizadores ativos.',
    named: ['Temporizador ', ''],
    unnamed: 'Um temporizador',
    left: [', tempo restante:', ''],
    paused: ', em pausa',
    hour: ['hora', 'horas'],
    minute: ['minuto', 'minutos'],
    second: ['segundo', 'segundos'],
  },
  ko: {
    none: '실행 중인 타이머가 없습니다.',
    named: ['', ' 타이머'],
    unnamed: '타이머',
    left: [', 남은 시간:', ''],
    paused: ', 일시 정지됨',
    hour: ['시간', '시간'],
    minute: ['분', '분'],
    second: ['초', '초'],
  },
  ja: {
    none: '動いているタイマーはありません。',
    named: ['', 'のタイマー'],
    unnamed: 'タイマー',
    left: ['、残り', ''],
    paused: '、一時停止中',
    hour: ['時間', '時間'],
    minute: ['分', '分'],
    second: ['秒', '秒'],
    end: '。',
  },
  zh: {
    none: '没有正在运行的计时器。',
    named: ['', '计时器'],
    unnamed: '计时器',
    left: ['，还剩', ''],
    paused: '，已暂停',
    hour: ['小时', '小时'],
    minute: ['分钟', '分钟'],
    second: ['秒', '秒'],
    end: '。',
  },
};

function unit(field: string, [one, many]: [string, string]): string {
  return `{% if t.${field} %} {{ t.${field} }} {{ "${one}" if t.${field} == 1 else "${many}" }}{% endif %}`;
}

function template(words: StatusWords): string {
  return [
    '{% set timers = slots.timers or [] %}',
    `{% if timers | length == 0 %}${words.none}{% endif %}`,
    '{% for t in timers %}',
    `{% if t.name %}${words.named[0]}{{ t.name }}${words.named[1]}{% else %}${words.unnamed}{% endif %}${words.left[0]}`,
    unit('rounded_hours_left', words.hour),
    unit('rounded_minutes_left', words.minute),
    unit('rounded_seconds_left', words.second),
    `${words.left[1]}{% if not t.is_active %}${words.paused}{% endif %}${words.end ?? '. '}`,
    '{% endfor %}',
  ].join('');
}

const TEMPLATES = new Map(Object.entries(WORDS).map(([language, words]) => [language, template(words)]));

/** The status template for a BCP-47 language ("de-CH" → German); English for a language without one. */
export function timerStatusTemplate(language: string): string {
  const base = language.toLowerCase().split(/[-_]/)[0] ?? '';
  return TEMPLATES.get(base) ?? TEMPLATES.get('en')!;
}

/** The languages with their own status sentence. */
export const TIMER_STATUS_LANGUAGES: readonly string[] = [...TEMPLATES.keys()];
