// "Start over", "forget this conversation": a request to drop the conversation's history, recognised in
// the languages Hearth speaks without asking the model (it costs a model call and a model could answer it
// with the memory tool, which is a different thing). Only whole requests count: "forget that I like jazz"
// is a memory request and goes to the model. Long-term memory is never touched here.

/** Whole requests per base language, in the normalised form of `normalise` below. */
const REQUESTS: Record<string, readonly string[]> = {
  en: [
    'start over',
    'lets start over',
    'start again',
    'lets start again',
    'start from scratch',
    'new conversation',
    'start a new conversation',
    'forget this conversation',
    'forget our conversation',
    'forget the conversation',
    'clear this conversation',
    'clear the conversation',
    'reset the conversation',
    'reset this conversation',
  ],
  de: [
    'neu anfangen',
    'fang neu an',
    'lass uns neu anfangen',
    'von vorne',
    'noch mal von vorne',
    'nochmal von vorne',
    'fang von vorne an',
    'neues gespräch',
    'neues gespräch beginnen',
    'vergiss dieses gespräch',
    'vergiss unser gespräch',
    'vergiss das gespräch',
    'gespräch zurücksetzen',
  ],
  es: [
    'empezar de nuevo',
    'empecemos de nuevo',
    'empieza de nuevo',
    'volver a empezar',
    'nueva conversación',
    'olvida esta conversación',
    'olvida nuestra conversación',
    'borra esta conversación',
    'reinicia la conversación',
  ],
  fr: [
    'recommencer',
    'recommence',
    'recommençons',
    'on recommence',
    'reprenons à zéro',
    'recommencer à zéro',
    'nouvelle conversation',
    'oublie cette conversation',
    'oublie notre conversation',
    'efface cette conversation',
    'réinitialise la conversation',
  ],
  it: [
    'ricominciamo',
    'ricomincia',
    'ricominciare da capo',
    'ricominciamo da capo',
    'nuova conversazione',
    'dimentica questa conversazione',
    'dimentica la nostra conversazione',
    'cancella questa conversazione',
  ],
  nl: [
    'opnieuw beginnen',
    'begin opnieuw',
    'laten we opnieuw beginnen',
    'nieuw gesprek',
    'vergeet dit gesprek',
    'vergeet ons gesprek',
    'wis dit gesprek',
  ],
  pt: [
    'recomeçar',
    'recomeça',
    'vamos recomeçar',
    'começar de novo',
    'nova conversa',
    'esquece esta conversa',
    'esqueça esta conversa',
    'esquece a nossa conversa',
    'apaga esta conversa',
  ],
  ru: [
    'начнём сначала',
    'начнем сначала',
    'начать сначала',
    'новый разговор',
    'забудь этот разговор',
    'забудь наш разговор',
  ],
  ko: [
    '처음부터 다시',
    '처음부터 다시 하자',
    '다시 시작하자',
    '새 대화',
    '새로운 대화',
    '이 대화 잊어줘',
    '대화 초기화',
  ],
  ja: ['最初からやり直して', 'やり直して', '新しい会話', 'この会話を忘れて', '会話をリセットして'],
  zh: ['重新开始', '我们重新开始', '新对话', '开始新对话', '忘掉这段对话', '忘记这段对话', '清除对话'],
  ar: ['لنبدأ من جديد', 'ابدأ من جديد', 'محادثة جديدة', 'انس هذه المحادثة', 'امسح المحادثة'],
  hi: ['फिर से शुरू करो', 'फिर से शुरू करें', 'नई बातचीत', 'यह बातचीत भूल जाओ', 'बातचीत मिटा दो'],
};

/** What is said once the history is gone. */
const REPLIES: Record<string, string> = {
  en: "Okay, let's start over.",
  de: 'Okay, fangen wir neu an.',
  es: 'Vale, empecemos de nuevo.',
  fr: "D'accord, on recommence.",
  it: "D'accordo, ricominciamo.",
  nl: 'Oké, we beginnen opnieuw.',
  pt: 'Está bem, vamos recomeçar.',
  ru: 'Хорошо, начнём сначала.',
  ko: '알겠어요, 처음부터 다시 시작해요.',
  ja: 'わかりました、最初からやり直しましょう。',
  zh: '好的，我们重新开始。',
  ar: 'حسنًا، لنبدأ من جديد.',
  hi: 'ठीक है, फिर से शुरू करते हैं।',
};

/** Words said around a request that do not change it ("Hearth, please start over."). */
const POLITE: Record<string, readonly string[]> = {
  en: ['please', 'hearth', 'ok', 'okay', 'hey'],
  de: ['bitte', 'hearth', 'ok', 'okay'],
  es: ['por favor', 'hearth', 'vale'],
  fr: ['sil te plaît', 'sil vous plaît', 'hearth', 'ok'],
  it: ['per favore', 'hearth', 'ok'],
  nl: ['alsjeblieft', 'hearth', 'oké', 'ok'],
  pt: ['por favor', 'hearth', 'ok'],
  ru: ['пожалуйста'],
  ko: [],
  ja: [],
  zh: ['请'],
  ar: ['من فضلك'],
  hi: ['कृपया'],
};

/** Lowercase, apostrophes dropped, punctuation (any script) turned into spaces, spaces collapsed. */
function normalise(text: string): string {
  return text
    .normalize('NFC')
    .toLowerCase()
    .replace(/['’`]/g, '')
    .replace(/[\p{P}\p{S}]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Longest utterance looked at: a request to start over is a few words, never a paragraph. */
const MAX_CHARS = 80;

function baseOf(language: string): string {
  return language.trim().toLowerCase().split(/[-_]/)[0] ?? '';
}

/** Whether `text` is, as a whole, a request to start the conversation over (in `language` or English). */
export function isStartOver(text: string, language: string): boolean {
  if (text.length > MAX_CHARS) return false;
  const base = baseOf(language);
  const said = normalise(text);
  for (const each of new Set([base, 'en'])) {
    const requests = REQUESTS[each];
    if (requests === undefined) continue;
    let bare = ` ${said} `;
    for (const word of POLITE[each] ?? []) bare = bare.replaceAll(` ${normalise(word)} `, ' ');
    bare = bare.trim();
    const unspaced = bare.replace(/ /g, '');
    if (requests.some((request) => request === bare || request.replace(/ /g, '') === unspaced)) return true;
  }
  return false;
}

/** The spoken confirmation, in `language` (English when Hearth does not speak it). */
export function startOverReply(language: string): string {
  return REPLIES[baseOf(language)] ?? REPLIES.en!;
}
