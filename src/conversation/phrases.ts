// Fixed spoken phrases for when the model cannot answer, in the languages Hearth speaks. No Wyoming here.

export type PhraseKey =
  'timeout' | 'failed' | 'unreachable' | 'done' | 'interrupted' | 'unheard' | 'too-long';

type PhraseBook = Record<PhraseKey, string>;

const PHRASES: Record<string, PhraseBook> = {
  en: {
    timeout: 'Sorry, that took too long. Please try again.',
    failed: 'Sorry, I could not get an answer right now.',
    unreachable: 'Sorry, my language model is not reachable right now.',
    done: 'Done.',
    interrupted: 'Sorry, I lost my train of thought.',
    unheard: 'I did not catch that. Please say it again.',

    'too-long': 'That was too long for me. Please say it in fewer words.',
  },
  de: {
    timeout: 'Entschuldigung, das hat zu lange gedauert. Bitte versuch es noch einmal.',
    failed: 'Entschuldigung, ich konnte gerade keine Antwort bekommen.',
    unreachable: 'Entschuldigung, mein Sprachmodell ist gerade nicht erreichbar.',
    done: 'Erledigt.',
    interrupted: 'Entschuldigung, ich habe den Faden verloren.',
    unheard: 'Das habe ich nicht verstanden. Sag es bitte noch einmal.',

    'too-long': 'Das war zu lang für mich. Sag es bitte kürzer.',
  },
  es: {
    timeout: 'Lo siento, ha tardado demasiado. Inténtalo de nuevo.',
    failed: 'Lo siento, ahora mismo no he podido obtener una respuesta.',
    unreachable: 'Lo siento, mi modelo de lenguaje no está disponible ahora mismo.',
    done: 'Hecho.',
    interrupted: 'Lo siento, he perdido el hilo.',
    unheard: 'No te he entendido. Dilo otra vez, por favor.',

    'too-long': 'Eso ha sido demasiado largo. Dilo con menos palabras, por favor.',
  },
  fr: {
    timeout: 'Désolé, cela a pris trop de temps. Merci de réessayer.',
    failed: "Désolé, je n'ai pas pu obtenir de réponse pour le moment.",
    unreachable: "Désolé, mon modèle de langage n'est pas joignable pour le moment.",
    done: "C'est fait.",
    interrupted: "Désolé, j'ai perdu le fil.",
    unheard: "Je n'ai pas compris. Peux-tu répéter ?",

    'too-long': "C'était trop long pour moi. Peux-tu le dire plus brièvement ?",
  },
  it: {
    timeout: 'Scusa, ci è voluto troppo tempo. Riprova.',
    failed: 'Scusa, al momento non riesco a ottenere una risposta.',
    unreachable: 'Scusa, il mio modello linguistico non è raggiungibile al momento.',
    done: 'Fatto.',
    interrupted: 'Scusa, ho perso il filo.',
    unheard: 'Non ho capito. Puoi ripetere?',

    'too-long': 'Era troppo lungo per me. Puoi dirlo in meno parole?',
  },
  nl: {
    timeout: 'Sorry, dat duurde te lang. Probeer het opnieuw.',
    failed: 'Sorry, ik kon nu geen antwoord krijgen.',
    unreachable: 'Sorry, mijn taalmodel is nu niet bereikbaar.',
    done: 'Klaar.',
    interrupted: 'Sorry, ik ben de draad kwijt.',
    unheard: 'Dat heb ik niet verstaan. Zeg het nog eens.',

    'too-long': 'Dat was te lang voor mij. Zeg het alsjeblieft korter.',
  },
  pt: {
    timeout: 'Desculpe, demorou demasiado. Tente novamente.',
    failed: 'Desculpe, não consegui obter uma resposta agora.',
    unreachable: 'Desculpe, o meu modelo de linguagem não está acessível agora.',
    done: 'Feito.',
    interrupted: 'Desculpe, perdi o fio à meada.',
    unheard: 'Não percebi. Pode repetir?',

    'too-long': 'Isso foi longo demais. Diga com menos palavras, por favor.',
  },
  ru: {
    timeout: 'Извините, это заняло слишком много времени. Попробуйте ещё раз.',
    failed: 'Извините, сейчас я не могу получить ответ.',
    unreachable: 'Извините, языковая модель сейчас недоступна.',
    done: 'Готово.',
    interrupted: 'Извините, я сбился с мысли.',
    unheard: 'Я не расслышал. Повторите, пожалуйста.',

    'too-long': 'Это слишком длинно для меня. Скажите, пожалуйста, короче.',
  },
  ko: {
    timeout: '죄송해요, 시간이 너무 오래 걸렸어요. 다시 말씀해 주세요.',
    failed: '죄송해요, 지금은 답변을 받을 수 없어요.',
    unreachable: '죄송해요, 지금은 언어 모델에 연결할 수 없어요.',
    done: '완료했어요.',
    interrupted: '죄송해요, 말이 끊겼어요.',
    unheard: '잘 못 들었어요. 다시 말씀해 주세요.',

    'too-long': '너무 길어요. 더 짧게 말씀해 주세요.',
  },
  ja: {
    timeout: 'すみません、時間がかかりすぎました。もう一度お試しください。',
    failed: 'すみません、今は回答を得られませんでした。',
    unreachable: 'すみません、今は言語モデルに接続できません。',
    done: '完了しました。',
    interrupted: 'すみません、途中で止まってしまいました。',
    unheard: '聞き取れませんでした。もう一度お願いします。',

    'too-long': '長すぎました。もう少し短く言ってください。',
  },
  zh: {
    timeout: '抱歉，处理时间太长了。请再试一次。',
    failed: '抱歉，现在无法获得回答。',
    unreachable: '抱歉，现在无法连接到语言模型。',
    done: '好了。',
    interrupted: '抱歉，我的回答中断了。',
    unheard: '我没听清。请再说一遍。',

    'too-long': '内容太长了。请说得简短一些。',
  },
  ar: {
    timeout: 'عذرًا، استغرق ذلك وقتًا طويلًا. حاول مرة أخرى.',
    failed: 'عذرًا، لم أتمكن من الحصول على إجابة الآن.',
    unreachable: 'عذرًا، لا يمكن الوصول إلى النموذج اللغوي الآن.',
    done: 'تم.',
    interrupted: 'عذرًا، انقطع تفكيري.',
    unheard: 'لم أفهم ذلك. من فضلك قلها مرة أخرى.',

    'too-long': 'كان ذلك طويلًا جدًا. من فضلك قلها بكلمات أقل.',
  },
  hi: {
    timeout: 'माफ़ कीजिए, इसमें बहुत समय लग गया। कृपया फिर से कोशिश करें।',
    failed: 'माफ़ कीजिए, अभी मुझे जवाब नहीं मिल सका।',
    unreachable: 'माफ़ कीजिए, भाषा मॉडल अभी उपलब्ध नहीं है।',
    done: 'हो गया।',
    interrupted: 'माफ़ कीजिए, मेरी बात बीच में रुक गई।',
    unheard: 'मैं समझ नहीं पाया। कृपया फिर से कहें।',

    'too-long': 'यह मेरे लिए बहुत लंबा था। कृपया कम शब्दों में कहें।',
  },
};

/** Languages with a full phrase book (others fall back to English). */
export const SPOKEN_LANGUAGES: readonly string[] = Object.keys(PHRASES);

/** The base language of a tag: `en-US` → `en`, `zh_Hant` → `zh`. */
export function baseLanguage(tag: string | undefined): string {
  return (tag ?? '').trim().toLowerCase().split(/[-_]/)[0] ?? '';
}

/** A fixed phrase in the given language, falling back to English. */
export function phrase(key: PhraseKey, language: string | undefined): string {
  const book = PHRASES[baseLanguage(language)] ?? PHRASES.en!;
  return book[key];
}
