// The rules of spec/chunking-rules.json, case by case, each run whole, per code point and in seeded slicings.
// Long on purpose: it is a table of cases, one or more per rule and language.
import { describe, expect, it } from 'vitest';
import { createChunker } from './create-chunker.js';
import { runSliced } from './run-sliced.js';

interface Case {
  readonly name: string;
  readonly text: string;
  readonly expected: readonly string[];
  readonly language?: string;
}

/** Whole, one code point at a time and in seeded random slicings: the same chunks, all but the last early. */
function expectChunks({ text, expected, language }: Case): void {
  const runs = runSliced(text, language, 6, text.length);
  expect(runs.whole).toEqual(expected);
  expect(runs.perCodePoint).toEqual(expected);
  for (const slicing of runs.slicings) expect(slicing).toEqual(expected);
  expect(runs.beforeEnd).toBeGreaterThanOrEqual(expected.length - 1);
}

function suite(title: string, cases: readonly Case[]): void {
  describe(title, () => {
    for (const testCase of cases) it(testCase.name, () => expectChunks(testCase));
  });
}

suite('R3 line-level cleanup', [
  {
    name: 'drops a fenced code block with its content',
    text: 'Run this:\n```bash\nls -la. Then go.\n```\nThat lists files.',
    expected: ['Run this:', 'That lists files.'],
  },
  { name: 'drops a tilde fence', text: '~~~\ncode\n~~~\nAfter the code.', expected: ['After the code.'] },
  {
    name: 'drops an unclosed fence up to the end',
    text: 'Intro line.\n```\nnever spoken',
    expected: ['Intro line.'],
  },
  {
    name: 'removes heading markers and closing hashes but keeps a hashtag',
    text: '# Weather today\nIt is sunny.\n### Lights ###\n#hashtag stays',
    expected: ['Weather today', 'It is sunny.', 'Lights', '#hashtag stays'],
  },
  {
    name: 'removes setext underlines and thematic breaks',
    text: 'Summary\n=======\nAll good.\nFirst part.\n* * *\nSecond part.\n---\n___',
    expected: ['Summary', 'All good.', 'First part.', 'Second part.'],
  },
  {
    name: 'removes blockquote markers, also before a bullet',
    text: '> Quoted advice here.\n> - quoted item',
    expected: ['Quoted advice here.', 'quoted item'],
  },
  {
    name: 'removes bullets of every kind, task boxes and indentation',
    text: '- Milk\n* Eggs\n+ Bread\n• Butter\n- [ ] Water plants\n- [x] Feed cat\n  - Nested item',
    expected: ['Milk', 'Eggs', 'Bread', 'Butter', 'Water plants', 'Feed cat', 'Nested item'],
  },
  {
    name: 'keeps ordered-list markers and never splits after them, even before a starter',
    text: '1. Open the app.\n2) Tap settings.\n1. The router restarts.',
    expected: ['1. Open the app.', '2) Tap settings.', '1. The router restarts.'],
    language: 'en',
  },
  {
    name: 'splits before an inline step number but not after it',
    text: 'Unplug the hub. 2. Wait ten seconds.',
    expected: ['Unplug the hub.', '2. Wait ten seconds.'],
    language: 'en',
  },
  {
    name: 'drops table delimiter rows and joins cells with commas',
    text: '| Room | Temp |\n|------|:----:|\n| Kitchen | 21 °C |',
    expected: ['Room, Temp', 'Kitchen, 21 °C'],
  },
]);

suite('R3 inline cleanup', [
  {
    name: 'keeps link text and image alt text',
    text: '[the docs](https://example.com/a_b) explain it. ![A red lamp](lamp.png) is on.',
    expected: ['the docs explain it.', 'A red lamp is on.'],
  },
  {
    name: 'unwraps autolinks but keeps comparison signs',
    text: 'Write to <help@example.com> or see <https://example.com>. Or 3 < 4 > 2.',
    expected: ['Write to help@example.com or see https://example.com.', 'Or 3 < 4 > 2.'],
  },
  {
    name: 'unwraps an e-mail autolink without a dot in the host',
    text: 'Mail <user@host> or <me@example.org> now.',
    expected: ['Mail user@host or me@example.org now.'],
  },
  {
    name: 'keeps brackets that are no link, also inside link text',
    text: 'See [a [b] c](http://x.y/(z)) and [1] here.',
    expected: ['See a [b] c and [1] here.'],
  },
  {
    name: 'cleans markup inside bullets and table cells',
    text: '* **Kitchen**: on\n* __Hall__: off\n| **Room** | `state` |\n| --- | --- |\n| Hall | on |',
    expected: ['Kitchen: on', 'Hall: off', 'Room, state', 'Hall, on'],
  },
  {
    name: 'finds a boundary behind a closing emphasis delimiter',
    text: '**Done.** Next step is easy. **Warning:** the door is open.',
    expected: ['Done. Next step is easy.', 'Warning: the door is open.'],
    language: 'en',
  },
  {
    name: 'keeps a hash inside a heading and drops only the closing run',
    text: '# C# language #\nUse C# daily.',
    expected: ['C# language', 'Use C# daily.'],
  },
  {
    name: 'keeps the content of code spans',
    text: 'Run `npm test` or ``a `b` c`` now.',
    expected: ['Run npm test or a `b` c now.'],
  },
  {
    name: 'removes paired emphasis and strikethrough delimiters',
    text: 'This is **very** important and *quite* _nice_ and ***bold*** and __strong__ and ~~gone~~ text.',
    expected: ['This is very important and quite nice and bold and strong and gone text.'],
  },
  {
    name: 'closes nested emphasis that shares a closing run',
    text: '**Note: *important*** and ***all** of it*.',
    expected: ['Note: important and all of it.'],
  },
  {
    name: 'keeps snake_case and a spaced asterisk',
    text: 'Use my_var_name here. 6 * 7 is 42. Also 2*3*4.',
    expected: ['Use my_var_name here.', '6 * 7 is 42.', 'Also 234.'],
    language: 'en',
  },
  {
    name: 'keeps a bare URL verbatim, markup-like characters included',
    text: 'Visit https://example.com/some_path_here. It works. See https://x.com/*a*_b_ too.',
    expected: ['Visit https://example.com/some_path_here.', 'It works. See https://x.com/*a*_b_ too.'],
    language: 'en',
  },
  {
    name: 'removes emoji with the whitespace before them',
    text: 'Great job 🎉! Next steps 👍🏽 are easy.',
    expected: ['Great job!', 'Next steps are easy.'],
  },
  {
    name: 'removes flags, keycaps and ZWJ sequences',
    text: 'Made in 🇩🇪 with love. Press 1️⃣ now. Family 👨‍👩‍👧 time.',
    expected: ['Made in with love.', 'Press now.', 'Family time.'],
  },
  {
    name: 'keeps symbols that are not RGI emoji',
    text: '© 2024 Acme™, 20 °C → warm ✓ ❤ ok.',
    expected: ['© 2024 Acme™, 20 °C → warm ✓ ❤ ok.'],
  },
  {
    name: 'removes a stray variation selector and joiner',
    text: 'Fine\uFE0F wi\u200Dth me.',
    expected: ['Fine with me.'],
  },
]);

suite('R4 lines', [
  {
    name: 'treats every line break as a hard boundary',
    text: 'Yes.\r\nNo.\n\n\nOK',
    expected: ['Yes.', 'No.', 'OK'],
  },
  {
    name: 'collapses no-break spaces and keeps French spacing before ! and ?',
    text: 'Bonjour\u00A0! Comment ça va\u202F? Très bien.',
    expected: ['Bonjour ! Comment ça va ?', 'Très bien.'],
    language: 'fr',
  },
  {
    name: 'never splits after a list marker left at the line start by a heading',
    text: 'Hello there.\n\n## 2. Setup\n3. The end.',
    expected: ['Hello there.', '2. Setup', '3. The end.'],
    language: 'en',
  },
  { name: 'produces nothing for empty or blank input', text: '   \n\n', expected: [] },
  { name: 'never merges short lines', text: 'OK.\nSure.', expected: ['OK.', 'Sure.'] },
  {
    name: 'produces nothing for lines empty after cleanup',
    text: '🎉\n\n   \n> \nReady now.',
    expected: ['Ready now.'],
  },
]);

suite('R5 terminators', [
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
]);

suite('R6 ambiguous periods', [
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
]);

suite('R5 and R6 together, per language', [
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
]);

suite('R7 merging short sentences', [
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
]);

suite('R8 splitting long chunks', [
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
]);

describe('createChunker', () => {
  it('can be used again after end() and gives nothing on a second end()', () => {
    const chunker = createChunker({ language: 'en' });
    const first = [...chunker.push('Hello there. How are you? **Open'), ...chunker.end()];
    expect(chunker.end()).toEqual([]);
    const second = [...chunker.push('Hello there. How are you? **Open'), ...chunker.end()];
    expect(second).toEqual(first);
    expect(first).toEqual(['Hello there.', 'How are you?', '**Open']);
  });

  it('emits a chunk as soon as the character after the sentence arrives', () => {
    const chunker = createChunker({ language: 'en' });
    expect(chunker.push('The kitchen lights are on.')).toEqual([]);
    expect(chunker.push(' ')).toEqual([]);
    expect(chunker.push('T')).toEqual(['The kitchen lights are on.']);
    expect(chunker.end()).toEqual(['T']);
  });

  it('waits for the whole next word after an English abbreviation, and what follows its space', () => {
    const chunker = createChunker({ language: 'en' });
    expect(chunker.push('I bought pears, etc. Th')).toEqual([]);
    expect(chunker.push('en')).toEqual([]);
    // "Then 👋." cleans to "Then.", so the space proves nothing until a non-emoji character follows.
    expect(chunker.push(' ')).toEqual([]);
    expect(chunker.push('I')).toEqual(['I bought pears, etc.']);
  });
});
