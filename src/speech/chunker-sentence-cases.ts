// The chunker's own examples for R5–R8 (sentences, merging, splitting), one or more per rule and language.
// A table of cases (chunker-cases.ts has the rest and the types). Test data only.
import type { ChunkerCaseGroup } from './chunker-cases.js';

export const SENTENCE_CASES: readonly ChunkerCaseGroup[] = [
  {
    title: 'R5 terminators',
    cases: [
      {
        name: 'splits after CJK full stops with no space',
        text: '今天天气很好。我们去公园吧！',
        expected: ['今天天气很好。', '我们去公园吧！'],
        language: 'zh',
      },
      {
        name: 'splits after a danda followed by a space',
        text: 'मैं ठीक हूँ। आप कैसे हैं?',
        expected: ['मैं ठीक हूँ।', 'आप कैसे हैं?'],
        language: 'hi',
      },
      {
        name: 'splits after a danda with no space',
        text: 'यह पहला वाक्य है।यह दूसरा है।',
        expected: ['यह पहला वाक्य है।', 'यह दूसरा है।'],
        language: 'hi',
      },
      {
        name: 'splits after the Arabic question mark',
        text: 'هل أنت بخير؟ أنا بخير، شكرا.',
        expected: ['هل أنت بخير؟', 'أنا بخير، شكرا.'],
        language: 'ar',
      },
      {
        name: 'keeps a Japanese quote followed by と or って whole',
        text: '彼は「すごい！」と言った。それでいい。「本当？」って聞いた。',
        expected: ['彼は「すごい！」と言った。', 'それでいい。', '「本当？」って聞いた。'],
        language: 'ja',
      },
      {
        name: 'splits after a closing bracket attached to a strong terminator',
        text: '「行こう！」彼は言った。',
        expected: ['「行こう！」', '彼は言った。'],
        language: 'ja',
      },
      {
        name: 'needs whitespace after a Latin terminator',
        text: 'Version 1.2.3 is out. Visit example.com today.',
        expected: ['Version 1.2.3 is out.', 'Visit example.com today.'],
      },
      {
        name: 'does not split before a lowercase letter',
        text: 'He said hi. and then left.',
        expected: ['He said hi. and then left.'],
      },
      {
        name: 'skips opening quotes to find the next letter',
        text: 'The door is locked. "Why?" he asked.',
        expected: ['The door is locked.', '"Why?" he asked.'],
      },
      {
        name: 'skips ¿ and ¡ in Spanish',
        text: 'Hola, ¿cómo estás? ¡Muy bien! Dijo algo. ¿qué pasa?',
        expected: ['Hola, ¿cómo estás?', '¡Muy bien!', 'Dijo algo. ¿qué pasa?'],
        language: 'es',
      },
      {
        name: 'treats ellipses as terminators',
        text: 'Well... I think so. Wait… what?',
        expected: ['Well... I think so.', 'Wait… what?'],
      },
      {
        name: 'treats runs of ! and ? as one terminator',
        text: 'Really?! That is amazing!!! Yes.',
        expected: ['Really?! That is amazing!!!', 'Yes.'],
      },
      {
        name: 'keeps a closing quote with its sentence',
        text: 'He said "stop." Then he left.',
        expected: ['He said "stop."', 'Then he left.'],
        language: 'en',
      },
      {
        name: 'keeps a spaced closing guillemet with the French sentence',
        text: "Il a dit « c'est fini. » Puis il est parti.",
        expected: ["Il a dit « c'est fini. »", 'Puis il est parti.'],
        language: 'fr',
      },
      {
        name: 'leaves a spaced guillemet to the next sentence outside French',
        text: 'He wrote « done. » Then left.',
        expected: ['He wrote « done.', '» Then left.'],
        language: 'en',
      },
      {
        name: 'treats a German reversed guillemet as a closer',
        text: 'Er sagte »Hallo.« Dann ging er.',
        expected: ['Er sagte »Hallo.«', 'Dann ging er.'],
        language: 'de',
      },
      {
        name: 'never splits inside numbers, times, addresses or glued words',
        text: 'Type 4417.Enter now. It is 3.5 degrees at 10:30, see ?id=7 or a@b.de ok.',
        expected: ['Type 4417.Enter now.', 'It is 3.5 degrees at 10:30, see ?id=7 or a@b.de ok.'],
      },
      {
        name: 'waits for the decimals of a price at the end of a delta',
        text: 'It costs $3.99 today. That is cheap.',
        expected: ['It costs $3.99 today.', 'That is cheap.'],
      },
    ],
  },

  {
    title: 'R6 ambiguous periods',
    cases: [
      {
        name: 'does not split after English titles',
        text: 'Dr. Smith is here. Mr. Jones left.',
        expected: ['Dr. Smith is here.', 'Mr. Jones left.'],
        language: 'en',
      },
      {
        name: 'splits after an English abbreviation before a starter word',
        text: 'I bought apples, pears, etc. Then I went home.',
        expected: ['I bought apples, pears, etc.', 'Then I went home.'],
        language: 'en',
      },
      {
        name: 'does not split after initials, even before "A."',
        text: 'J. A. Smith wrote it. It was good.',
        expected: ['J. A. Smith wrote it.', 'It was good.'],
        language: 'en',
      },
      {
        name: 'splits after a dotted abbreviation before a starter',
        text: 'I live in the U.S. How about you?',
        expected: ['I live in the U.S.', 'How about you?'],
        language: 'en',
      },
      {
        name: 'accepts a region subtag for English',
        text: 'Meet me at 10 a.m. Tomorrow works too.',
        expected: ['Meet me at 10 a.m.', 'Tomorrow works too.'],
        language: 'en-US',
      },
      {
        name: 'does not split after a dotted abbreviation before a name',
        text: 'We met at 5 p.m. Sarah came later.',
        expected: ['We met at 5 p.m. Sarah came later.'],
        language: 'en',
      },
      {
        name: 'treats small numbers as ambiguous and longer ones as not',
        text: 'Chapter 12. The end is near. It was room 12. Sarah waited there. It happened in 2024. Sarah moved.',
        expected: [
          'Chapter 12.',
          'The end is near.',
          'It was room 12. Sarah waited there.',
          'It happened in 2024.',
          'Sarah moved.',
        ],
        language: 'en',
      },
      {
        name: 'compares a curly apostrophe in the starter as a straight one',
        text: 'She saw Dr. Brown vs. Jones etc. It’s over.',
        expected: ['She saw Dr. Brown vs. Jones etc.', 'It’s over.'],
        language: 'en',
      },
      {
        name: 'keeps German ordinals of any length',
        text: 'Am 3. Oktober ist Feiertag. Zum 100. Jubiläum kommen alle. Das war im Jahr 2024. Dann kam der Winter.',
        expected: [
          'Am 3. Oktober ist Feiertag.',
          'Zum 100. Jubiläum kommen alle.',
          'Das war im Jahr 2024. Dann kam der Winter.',
        ],
        language: 'de',
      },
      {
        name: 'keeps German abbreviations and single letters',
        text: 'Das Paket kommt z. B. am Montag. Frau Dr. Müller kommt gleich. Bitte warten.',
        expected: ['Das Paket kommt z. B. am Montag.', 'Frau Dr. Müller kommt gleich.', 'Bitte warten.'],
        language: 'de-AT',
      },
      {
        name: 'keeps French abbreviations',
        text: 'Mme. Dupont arrive. Elle est en retard.',
        expected: ['Mme. Dupont arrive.', 'Elle est en retard.'],
        language: 'fr',
      },
      {
        name: 'keeps Spanish abbreviations and never splits after them',
        text: 'Vivo en EE.UU. Desde hace años. La Sra. García llegó tarde. Luego se fue.',
        expected: ['Vivo en EE.UU. Desde hace años.', 'La Sra. García llegó tarde.', 'Luego se fue.'],
        language: 'es',
      },
      {
        name: 'keeps Russian abbreviations and single letters',
        text: 'Он живёт на ул. Ленина. Это далеко. Это важно, т. е. Нужно идти.',
        expected: ['Он живёт на ул. Ленина.', 'Это далеко.', 'Это важно, т. е. Нужно идти.'],
        language: 'ru',
      },
      {
        name: 'keeps the Hindi abbreviation for doctor',
        text: 'डॉ. शर्मा आज आएंगे। वे देर से हैं।',
        expected: ['डॉ. शर्मा आज आएंगे।', 'वे देर से हैं।'],
        language: 'hi',
      },
      {
        name: 'keeps the Arabic abbreviation for doctor and splits before a caseless word',
        text: 'د. أحمد هنا. هو طبيب.',
        expected: ['د. أحمد هنا.', 'هو طبيب.'],
        language: 'ar',
      },
      {
        name: 'applies the generic rules to an unknown language',
        text: 'Fale com J. Silva hoje. Ele espera.',
        expected: ['Fale com J. Silva hoje.', 'Ele espera.'],
        language: 'pt_BR',
      },
      {
        name: 'applies the generic rules without a language',
        text: 'Meet me at 10 a.m. Tomorrow works too.',
        expected: ['Meet me at 10 a.m. Tomorrow works too.'],
      },
    ],
  },

  {
    title: 'R5 and R6 together, per language',
    cases: [
      {
        name: 'keeps a Russian single-letter abbreviation before a capital',
        text: 'В 2024 г. Он приехал. Это хорошо.',
        expected: ['В 2024 г. Он приехал.', 'Это хорошо.'],
        language: 'ru',
      },
      {
        name: 'keeps a German abbreviation before a number and a time with a dot',
        text: 'Das kostet ca. 5 Euro. Danke schön. Es ist 10.30 Uhr. Wir gehen.',
        expected: ['Das kostet ca. 5 Euro.', 'Danke schön.', 'Es ist 10.30 Uhr.', 'Wir gehen.'],
        language: 'de',
      },
      {
        name: 'keeps spaced Spanish initials such as "p. m."',
        text: '¿Qué hora es? Son las 3 p. m. Bien.',
        expected: ['¿Qué hora es?', 'Son las 3 p. m. Bien.'],
        language: 'es',
      },
      {
        name: 'merges a short quoted Chinese exclamation with what follows',
        text: '“你好！”他说。我们走吧。',
        expected: ['“你好！”他说。', '我们走吧。'],
        language: 'zh',
      },
      {
        name: 'splits Hindi at a Latin question mark before a caseless letter',
        text: 'क्या आप ठीक हैं? हाँ, मैं ठीक हूँ।',
        expected: ['क्या आप ठीक हैं?', 'हाँ, मैं ठीक हूँ।'],
        language: 'hi',
      },
      {
        name: 'splits after an English single letter and a decimal price before starters',
        text: 'Take vitamin D. It helps. The price is $3.14. Then we pay.',
        expected: ['Take vitamin D.', 'It helps. The price is $3.14.', 'Then we pay.'],
        language: 'en',
      },
    ],
  },

  {
    title: 'R7 merging short sentences',
    cases: [
      {
        name: 'merges a sentence narrower than 10 into the next',
        text: 'Yes. I will turn it on. Hey there! How are you?',
        expected: ['Yes. I will turn it on.', 'Hey there!', 'How are you?'],
      },
      {
        name: 'merges Korean by width and never splits before a quotative',
        text: '네. 알겠습니다. 지금 불을 켤게요. 그는 "좋아요."라고 말했다.',
        expected: ['네. 알겠습니다.', '지금 불을 켤게요.', '그는 "좋아요."라고 말했다.'],
        language: 'ko',
      },
      {
        name: 'counts Han as width 2 and merges CJK without a space',
        text: '好的。我现在就打开灯。你确定吗？是的。',
        expected: ['好的。我现在就打开灯。', '你确定吗？', '是的。'],
        language: 'zh-Hant',
      },
      {
        name: 'merges a short Japanese reply',
        text: 'はい。わかりました。',
        expected: ['はい。わかりました。'],
        language: 'ja',
      },
      {
        name: 'emits a short last sentence alone',
        text: 'The lights are now on. Done.',
        expected: ['The lights are now on.', 'Done.'],
      },
    ],
  },

  {
    title: 'R8 splitting long chunks',
    cases: [
      {
        name: 'cuts at the last comma that keeps the piece within 120',
        text:
          'The living room lights are on, the kitchen lights are off, the bedroom lamp is dimmed to forty percent, ' +
          'and the porch light stays on until midnight.',
        expected: [
          'The living room lights are on, the kitchen lights are off, the bedroom lamp is dimmed to forty percent,',
          'and the porch light stays on until midnight.',
        ],
      },
      {
        name: 'cuts at the last space when there is no soft break',
        text:
          'This sentence has no commas at all and it just keeps going on and on with more and more words until ' +
          'it finally passes the limit of the width.',
        expected: [
          'This sentence has no commas at all and it just keeps going on and on with more and more words until it finally passes',
          'the limit of the width.',
        ],
      },
      {
        name: 'cuts after a spaced dash',
        text:
          'The thermostat in the hallway is set to twenty-one degrees right now – the one upstairs is set to ' +
          'nineteen degrees for the night.',
        expected: [
          'The thermostat in the hallway is set to twenty-one degrees right now –',
          'the one upstairs is set to nineteen degrees for the night.',
        ],
      },
      {
        name: 'never cuts inside 1,024 or 22,5',
        text:
          'The storage shows 1,024 files and 22,5 percent free space on the main disk of the server in the ' +
          'office downstairs next to it now.',
        expected: [
          'The storage shows 1,024 files and 22,5 percent free space on the main disk of the server in the office downstairs next',
          'to it now.',
        ],
      },
      {
        name: 'hard-cuts Han text without breaks at width 120',
        text: '天'.repeat(70),
        expected: ['天'.repeat(60), '天'.repeat(10)],
        language: 'zh',
      },
      {
        name: 'cuts after a full-width comma without a space',
        text: `${'一'.repeat(30)}，${'二'.repeat(40)}。`,
        expected: [`${'一'.repeat(30)}，`, `${'二'.repeat(40)}。`],
        language: 'zh',
      },
      {
        name: 'hard-cuts a long word after 120 code points',
        text: 'a'.repeat(200),
        expected: ['a'.repeat(120), 'a'.repeat(80)],
      },
      {
        name: 'merges a short sentence after a cut into the next one (R7 on the remainder)',
        text: `${'word '.repeat(22)}and more, ok. It is done now.`,
        expected: [`${'word '.repeat(22)}and more,`, 'ok. It is done now.'],
      },
    ],
  },
];
