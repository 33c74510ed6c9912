// The chunker's own examples, one or more per rule of spec/chunking-rules.json and per language: the chunker's
// tests run each of them sliced every way, and the turn's text batching test runs them through a turn. This
// file has R3–R4 (cleanup, lines), chunker-sentence-cases.ts R5–R8. Test data: only tests import it.

export interface ChunkerCase {
  readonly name: string;
  readonly text: string;
  readonly expected: readonly string[];
  readonly language?: string;
}

export interface ChunkerCaseGroup {
  /** The rules the group's cases are about, e.g. "R5 terminators". */
  readonly title: string;
  readonly cases: readonly ChunkerCase[];
}

export const CLEANUP_CASES: readonly ChunkerCaseGroup[] = [
  {
    title: 'R3 line-level cleanup',
    cases: [
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
    ],
  },

  {
    title: 'R3 inline cleanup',
    cases: [
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
    ],
  },

  {
    title: 'R4 lines',
    cases: [
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
    ],
  },
];
