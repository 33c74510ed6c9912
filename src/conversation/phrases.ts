// Fixed spoken phrases for when the model cannot answer, in the languages Hearth speaks. No Wyoming here.

export type PhraseKey =
  | 'timeout'
  | 'failed'
  | 'unreachable'
  | 'modelKey'
  | 'unknownModel'
  | 'done'
  | 'interrupted'
  | 'unheard'
  | 'busy'
  | 'too-long';

type PhraseBook = Record<PhraseKey, string>;

const PHRASES: Record<string, PhraseBook> = {
  en: {
    timeout: 'Sorry, that took too long. Please try again.',
    failed: 'Sorry, I could not get an answer right now.',
    unreachable: 'Sorry, my language model is not reachable right now.',
    modelKey: 'Sorry, my language model refused my access key. Please check the API key in my settings.',
    unknownModel:
      'Sorry, my language model server does not know the model in my settings. Please check the model name.',
    done: 'Done.',
    interrupted: 'Sorry, I lost my train of thought.',
    unheard: 'I did not catch that. Please say it again.',
    'too-long': 'That was too long for me. Please say it in fewer words.',
    busy: 'Sorry, I have too many requests at once right now. Please ask again in a moment.',
  },
  de: {
    timeout: 'Entschuldigung, das hat zu lange gedauert. Bitte versuch es noch einmal.',
    failed: 'Entschuldigung, ich konnte gerade keine Antwort bekommen.',
    unreachable: 'Entschuldigung, mein Sprachmodell ist gerade nicht erreichbar.',
    modelKey:
      'Entschuldigung, mein Sprachmodell hat meinen Zugangsschlüssel abgelehnt. Bitte prüf den API-Schlüssel in meinen Einstellungen.',
    unknownModel:
      'Entschuldigung, der Server meines Sprachmodells kennt das eingestellte Modell nicht. Bitte prüf den Modellnamen.',
    done: 'Erledigt.',
    interrupted: 'Entschuldigung, ich habe den Faden verloren.',
    unheard: 'Das habe ich nicht verstanden. Sag es bitte noch einmal.',
    'too-long': 'Das war zu lang für mich. Sag es bitte kürzer.',
    busy: 'Entschuldigung, ich habe gerade zu viele Anfragen auf einmal. Frag bitte gleich noch einmal.',
  },
  es: {
    timeout: 'Lo siento, ha tardado demasiado. Inténtalo de nuevo.',
    failed: 'Lo siento, ahora mismo no he podido obtener una respuesta.',
    unreachable: 'Lo siento, mi modelo de lenguaje no está disponible ahora mismo.',
    modelKey:
      'Lo siento, mi modelo de lenguaje ha rechazado mi clave de acceso. Revisa la clave de API en mi configuración.',
    unknownModel:
      'Lo siento, el servidor de mi modelo de lenguaje no conoce el modelo configurado. Revisa el nombre del modelo.',
    done: 'Hecho.',
    interrupted: 'Lo siento, he perdido el hilo.',
    unheard: 'No te he entendido. Dilo otra vez, por favor.',
    'too-long': 'Eso ha sido demasiado largo. Dilo con menos palabras, por favor.',
    busy: 'Lo siento, ahora mismo tengo demasiadas peticiones a la vez. Pregúntame de nuevo en un momento.',
  },
  fr: {
    timeout: 'Désolé, cela a pris trop de temps. Merci de réessayer.',
    failed: "Désolé, je n'ai pas pu obtenir de réponse pour le moment.",
    unreachable: "Désolé, mon modèle de langage n'est pas joignable pour le moment.",
    modelKey:
      "Désolé, mon modèle de langage a refusé ma clé d'accès. Vérifie la clé d'API dans mes réglages.",
    unknownModel:
      'Désolé, le serveur de mon modèle de langage ne connaît pas le modèle configuré. Vérifie le nom du modèle.',
    done: "C'est fait.",
    interrupted: "Désolé, j'ai perdu le fil.",
    unheard: "Je n'ai pas compris. Peux-tu répéter ?",
    'too-long': "C'était trop long pour moi. Peux-tu le dire plus brièvement ?",
    busy: "Désolé, j'ai trop de demandes en même temps. Redemande-moi dans un instant.",
  },
  it: {
    timeout: 'Scusa, ci è voluto troppo tempo. Riprova.',
    failed: 'Scusa, al momento non riesco a ottenere una risposta.',
    unreachable: 'Scusa, il mio modello linguistico non è raggiungibile al momento.',
    modelKey:
      'Scusa, il mio modello linguistico ha rifiutato la mia chiave di accesso. Controlla la chiave API nelle mie impostazioni.',
    unknownModel:
      'Scusa, il server del mio modello linguistico non conosce il modello impostato. Controlla il nome del modello.',
    done: 'Fatto.',
    interrupted: 'Scusa, ho perso il filo.',
    unheard: 'Non ho capito. Puoi ripetere?',
    'too-long': 'Era troppo lungo per me. Puoi dirlo in meno parole?',
    busy: 'Scusa, ho troppe richieste contemporaneamente. Chiedimelo di nuovo tra un momento.',
  },
  nl: {
    timeout: 'Sorry, dat duurde te lang. Probeer het opnieuw.',
    failed: 'Sorry, ik kon nu geen antwoord krijgen.',
    unreachable: 'Sorry, mijn taalmodel is nu niet bereikbaar.',
    modelKey:
      'Sorry, mijn taalmodel weigert mijn toegangssleutel. Controleer de API-sleutel in mijn instellingen.',
    unknownModel:
      'Sorry, de server van mijn taalmodel kent het ingestelde model niet. Controleer de modelnaam.',
    done: 'Klaar.',
    interrupted: 'Sorry, ik ben de draad kwijt.',
    unheard: 'Dat heb ik niet verstaan. Zeg het nog eens.',
    'too-long': 'Dat was te lang voor mij. Zeg het alsjeblieft korter.',
    busy: 'Sorry, ik krijg nu te veel vragen tegelijk. Vraag het zo nog eens.',
  },
  pt: {
    timeout: 'Desculpe, demorou demasiado. Tente novamente.',
    failed: 'Desculpe, não consegui obter uma resposta agora.',
    unreachable: 'Desculpe, o meu modelo de linguagem não está acessível agora.',
    modelKey:
      'Desculpe, o meu modelo de linguagem recusou a minha chave de acesso. Verifique a chave de API nas minhas definições.',
    unknownModel:
      'Desculpe, o servidor do meu modelo de linguagem não conhece o modelo configurado. Verifique o nome do modelo.',
    done: 'Feito.',
    interrupted: 'Desculpe, perdi o fio à meada.',
    unheard: 'Não percebi. Pode repetir?',
    'too-long': 'Isso foi longo demais. Diga com menos palavras, por favor.',
    busy: 'Desculpe, tenho demasiados pedidos ao mesmo tempo. Pergunte de novo daqui a pouco.',
  },
  ru: {
    timeout: 'Извините, это заняло слишком много времени. Попробуйте ещё раз.',
    failed: 'Извините, сейчас я не могу получить ответ.',
    unreachable: 'Извините, языковая модель сейчас недоступна.',
    modelKey: 'Извините, языковая модель отклонила мой ключ доступа. Проверьте ключ API в настройках.',
    unknownModel: 'Извините, сервер языковой модели не знает указанную модель. Проверьте название модели.',
    done: 'Готово.',
    interrupted: 'Извините, я сбился с мысли.',
    unheard: 'Я не расслышал. Повторите, пожалуйста.',
    'too-long': 'Это слишком длинно для меня. Скажите, пожалуйста, короче.',
    busy: 'Извините, сейчас слишком много запросов одновременно. Спросите ещё раз через минуту.',
  },
  ko: {
    timeout: '죄송해요, 시간이 너무 오래 걸렸어요. 다시 말씀해 주세요.',
    failed: '죄송해요, 지금은 답변을 받을 수 없어요.',
    unreachable: '죄송해요, 지금은 언어 모델에 연결할 수 없어요.',
    modelKey: '죄송해요, 언어 모델이 제 접근 키를 거부했어요. 설정에서 API 키를 확인해 주세요.',
    unknownModel: '죄송해요, 언어 모델 서버가 설정된 모델을 알지 못해요. 모델 이름을 확인해 주세요.',
    done: '완료했어요.',
    interrupted: '죄송해요, 말이 끊겼어요.',
    unheard: '잘 못 들었어요. 다시 말씀해 주세요.',
    'too-long': '너무 길어요. 더 짧게 말씀해 주세요.',
    busy: '죄송해요, 지금 요청이 너무 많이 몰렸어요. 잠시 후에 다시 말씀해 주세요.',
  },
  ja: {
    timeout: 'すみません、時間がかかりすぎました。もう一度お試しください。',
    failed: 'すみません、今は回答を得られませんでした。',
    unreachable: 'すみません、今は言語モデルに接続できません。',
    modelKey: 'すみません、言語モデルにアクセスキーを拒否されました。設定のAPIキーを確認してください。',
    unknownModel:
      'すみません、言語モデルのサーバーが設定されたモデルを知りません。モデル名を確認してください。',
    done: '完了しました。',
    interrupted: 'すみません、途中で止まってしまいました。',
    unheard: '聞き取れませんでした。もう一度お願いします。',
    'too-long': '長すぎました。もう少し短く言ってください。',
    busy: 'すみません、今は同時にたくさんの依頼を受けています。少ししてからもう一度お願いします。',
  },
  zh: {
    timeout: '抱歉，处理时间太长了。请再试一次。',
    failed: '抱歉，现在无法获得回答。',
    unreachable: '抱歉，现在无法连接到语言模型。',
    modelKey: '抱歉，语言模型拒绝了我的访问密钥。请检查设置中的 API 密钥。',
    unknownModel: '抱歉，语言模型服务器不认识设置中的模型。请检查模型名称。',
    done: '好了。',
    interrupted: '抱歉，我的回答中断了。',
    unheard: '我没听清。请再说一遍。',
    'too-long': '内容太长了。请说得简短一些。',
    busy: '抱歉，现在同时收到的请求太多了。请稍后再问一次。',
  },
  ar: {
    timeout: 'عذرًا، استغرق ذلك وقتًا طويلًا. حاول مرة أخرى.',
    failed: 'عذرًا، لم أتمكن من الحصول على إجابة الآن.',
    unreachable: 'عذرًا، لا يمكن الوصول إلى النموذج اللغوي الآن.',
    modelKey: 'عذرًا، رفض النموذج اللغوي مفتاح الوصول الخاص بي. يرجى التحقق من مفتاح API في الإعدادات.',
    unknownModel:
      'عذرًا، خادم النموذج اللغوي لا يعرف النموذج المحدد في الإعدادات. يرجى التحقق من اسم النموذج.',
    done: 'تم.',
    interrupted: 'عذرًا، انقطع تفكيري.',
    unheard: 'لم أفهم ذلك. من فضلك قلها مرة أخرى.',
    'too-long': 'كان ذلك طويلًا جدًا. من فضلك قلها بكلمات أقل.',
    busy: 'عذرًا، لدي طلبات كثيرة جدًا في الوقت نفسه. من فضلك اسأل مرة أخرى بعد قليل.',
  },
  hi: {
    timeout: 'माफ़ कीजिए, इसमें बहुत समय लग गया। कृपया फिर से कोशिश करें।',
    failed: 'माफ़ कीजिए, अभी मुझे जवाब नहीं मिल सका।',
    unreachable: 'माफ़ कीजिए, भाषा मॉडल अभी उपलब्ध नहीं है।',
    modelKey: 'माफ़ कीजिए, भाषा मॉडल ने मेरी एक्सेस कुंजी अस्वीकार कर दी। कृपया सेटिंग्स में API कुंजी जाँचें।',
    unknownModel: 'माफ़ कीजिए, भाषा मॉडल का सर्वर सेटिंग्स में दिए गए मॉडल को नहीं पहचानता। कृपया मॉडल का नाम जाँचें।',
    done: 'हो गया।',
    interrupted: 'माफ़ कीजिए, मेरी बात बीच में रुक गई।',
    unheard: 'मैं समझ नहीं पाया। कृपया फिर से कहें।',
    'too-long': 'यह मेरे लिए बहुत लंबा था। कृपया कम शब्दों में कहें।',
    busy: 'माफ़ कीजिए, अभी एक साथ बहुत सारे अनुरोध हैं। कृपया थोड़ी देर बाद फिर से पूछें।',
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
  const base = baseLanguage(language);
  // Own keys only: a tag such as "constructor" must not find Object.prototype's.
  const book = Object.hasOwn(PHRASES, base) ? PHRASES[base]! : PHRASES.en!;
  return book[key];
}
