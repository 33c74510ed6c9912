// Fixed spoken phrases for when the model cannot answer, in the languages Hearth speaks. No Wyoming here.

export type PhraseKey =
  | 'timeout'
  | 'failed'
  | 'unreachable'
  | 'modelKey'
  | 'unknownModel'
  | 'rateLimited'
  | 'modelCredit'
  | 'modelRefused'
  | 'contextFull'
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
    rateLimited:
      'Sorry, my language model service is limiting my requests right now. Please ask again in a minute.',
    modelCredit:
      'Sorry, my language model account has run out of credit or quota. Please check the plan and billing of my API key.',
    modelRefused: 'Sorry, my language model server refused my request. The reason is in my log.',
    contextFull:
      'Sorry, this is more than my language model can read at once. Please give it a larger context size in its settings.',
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
    rateLimited:
      'Entschuldigung, der Dienst meines Sprachmodells bremst gerade meine Anfragen. Frag bitte in einer Minute noch einmal.',
    modelCredit:
      'Entschuldigung, das Konto meines Sprachmodells hat kein Guthaben oder Kontingent mehr. Bitte prüf Tarif und Abrechnung meines API-Schlüssels.',
    modelRefused:
      'Entschuldigung, der Server meines Sprachmodells hat meine Anfrage abgelehnt. Der Grund steht in meinem Protokoll.',
    contextFull:
      'Entschuldigung, das ist mehr, als mein Sprachmodell auf einmal lesen kann. Bitte gib ihm in seinen Einstellungen einen größeren Kontext.',
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
    rateLimited:
      'Lo siento, el servicio de mi modelo de lenguaje está limitando mis peticiones. Pregúntame de nuevo en un minuto.',
    modelCredit:
      'Lo siento, la cuenta de mi modelo de lenguaje se ha quedado sin crédito o cuota. Revisa el plan y la facturación de mi clave de API.',
    modelRefused:
      'Lo siento, el servidor de mi modelo de lenguaje ha rechazado mi petición. El motivo está en mi registro.',
    contextFull:
      'Lo siento, esto es más de lo que mi modelo de lenguaje puede leer de una vez. Dale un contexto más grande en su configuración.',
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
    rateLimited:
      'Désolé, le service de mon modèle de langage limite mes requêtes en ce moment. Redemande-moi dans une minute.',
    modelCredit:
      "Désolé, le compte de mon modèle de langage n'a plus de crédit ou de quota. Vérifie l'abonnement et la facturation de ma clé d'API.",
    modelRefused:
      'Désolé, le serveur de mon modèle de langage a refusé ma requête. La raison est dans mon journal.',
    contextFull:
      "Désolé, c'est plus que ce que mon modèle de langage peut lire d'un coup. Donne-lui un contexte plus grand dans ses réglages.",
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
    rateLimited:
      'Scusa, il servizio del mio modello linguistico sta limitando le mie richieste. Chiedimelo di nuovo tra un minuto.',
    modelCredit:
      "Scusa, l'account del mio modello linguistico ha esaurito il credito o la quota. Controlla il piano e la fatturazione della mia chiave API.",
    modelRefused:
      'Scusa, il server del mio modello linguistico ha rifiutato la mia richiesta. Il motivo è nel mio registro.',
    contextFull:
      'Scusa, è più di quanto il mio modello linguistico possa leggere in una volta. Dagli un contesto più ampio nelle sue impostazioni.',
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
    rateLimited:
      'Sorry, de dienst van mijn taalmodel beperkt nu mijn verzoeken. Vraag het over een minuut nog eens.',
    modelCredit:
      'Sorry, het account van mijn taalmodel heeft geen tegoed of quotum meer. Controleer het abonnement en de facturering van mijn API-sleutel.',
    modelRefused:
      'Sorry, de server van mijn taalmodel weigerde mijn verzoek. De reden staat in mijn logboek.',
    contextFull:
      'Sorry, dit is meer dan mijn taalmodel in één keer kan lezen. Geef het een grotere context in zijn instellingen.',
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
    rateLimited:
      'Desculpe, o serviço do meu modelo de linguagem está a limitar os meus pedidos. Pergunte de novo daqui a um minuto.',
    modelCredit:
      'Desculpe, a conta do meu modelo de linguagem ficou sem crédito ou quota. Verifique o plano e a faturação da minha chave de API.',
    modelRefused:
      'Desculpe, o servidor do meu modelo de linguagem recusou o meu pedido. O motivo está no meu registo.',
    contextFull:
      'Desculpe, isto é mais do que o meu modelo de linguagem consegue ler de uma vez. Dê-lhe um contexto maior nas definições.',
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
    rateLimited:
      'Извините, сервис языковой модели сейчас ограничивает мои запросы. Спросите ещё раз через минуту.',
    modelCredit:
      'Извините, на счёте языковой модели закончились средства или квота. Проверьте тариф и оплату ключа API.',
    modelRefused: 'Извините, сервер языковой модели отклонил мой запрос. Причина указана в моём журнале.',
    contextFull:
      'Извините, это больше, чем языковая модель может прочитать за раз. Увеличьте размер контекста в её настройках.',
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
    rateLimited: '죄송해요, 언어 모델 서비스가 지금 요청을 제한하고 있어요. 1분 후에 다시 말씀해 주세요.',
    modelCredit:
      '죄송해요, 언어 모델 계정의 크레딧이나 할당량이 모두 소진됐어요. API 키의 요금제와 결제를 확인해 주세요.',
    modelRefused: '죄송해요, 언어 모델 서버가 제 요청을 거부했어요. 이유는 로그에 있어요.',
    contextFull:
      '죄송해요, 언어 모델이 한 번에 읽을 수 있는 양을 넘었어요. 설정에서 컨텍스트 크기를 늘려 주세요.',
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
    rateLimited:
      'すみません、言語モデルのサービスが今リクエストを制限しています。1分ほどしてからもう一度お願いします。',
    modelCredit:
      'すみません、言語モデルのアカウントのクレジットか利用枠がなくなりました。APIキーのプランと請求を確認してください。',
    modelRefused: 'すみません、言語モデルのサーバーにリクエストを拒否されました。理由はログにあります。',
    contextFull:
      'すみません、言語モデルが一度に読める量を超えました。設定でコンテキストサイズを大きくしてください。',
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
    rateLimited: '抱歉，语言模型服务正在限制我的请求。请一分钟后再问。',
    modelCredit: '抱歉，语言模型账户的余额或配额已用完。请检查 API 密钥的套餐和账单。',
    modelRefused: '抱歉，语言模型服务器拒绝了我的请求。原因记录在日志中。',
    contextFull: '抱歉，内容超出了语言模型一次能读取的范围。请在设置中调大上下文长度。',
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
    rateLimited: 'عذرًا، خدمة النموذج اللغوي تحدّ من طلباتي الآن. من فضلك اسأل مرة أخرى بعد دقيقة.',
    modelCredit: 'عذرًا، نفد رصيد أو حصة حساب النموذج اللغوي. يرجى التحقق من خطة مفتاح API وفوترته.',
    modelRefused: 'عذرًا، رفض خادم النموذج اللغوي طلبي. السبب مذكور في السجل.',
    contextFull:
      'عذرًا، هذا أكثر مما يستطيع النموذج اللغوي قراءته دفعة واحدة. يرجى زيادة حجم السياق في إعداداته.',
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
    rateLimited: 'माफ़ कीजिए, भाषा मॉडल की सेवा अभी मेरे अनुरोध सीमित कर रही है। कृपया एक मिनट बाद फिर से पूछें।',
    modelCredit:
      'माफ़ कीजिए, भाषा मॉडल के खाते का क्रेडिट या कोटा खत्म हो गया है। कृपया API कुंजी का प्लान और बिलिंग जाँचें।',
    modelRefused: 'माफ़ कीजिए, भाषा मॉडल के सर्वर ने मेरा अनुरोध अस्वीकार कर दिया। कारण मेरे लॉग में है।',
    contextFull:
      'माफ़ कीजिए, यह भाषा मॉडल के एक बार में पढ़ने की सीमा से ज़्यादा है। कृपया सेटिंग्स में कॉन्टेक्स्ट का आकार बढ़ाएँ।',
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
