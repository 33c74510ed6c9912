// How close Hearth's token estimate stays to the real o200k tokenizer (gpt-tokenizer, a dev dependency)
// on what Hearth really counts: system prompts of three homes, tool schemas, tool results, and spoken
// turns in every language it speaks. The estimate must never be far below (budgets would overflow).
import { pathToFileURL } from 'node:url';
import { countTokens } from 'gpt-tokenizer';
import { z } from 'zod';
import { buildStablePrompt } from '../src/agent/index.js';
import type { SimulatorOptions } from '../src/simulator/types.js';
import { withHomeToolbox } from './home-toolbox.js';
import { buildAssistStylePrompt, estimateTokens } from '../src/tools/index.js';

const HOMES: { label: string; options: SimulatorOptions }[] = [
  { label: 'sample home', options: {} },
  { label: 'generated 1,000', options: { generate: { entities: 1000, seed: 1 } } },
];

/** Spoken turns as people say them, and answers as models write them, in the languages Hearth speaks. */
const TURNS: Record<string, string> = {
  en: 'Turn off the kitchen lights and set the living room to 21 degrees. Done: the kitchen lights are off, and the living room thermostat is set to 21 °C.',
  de: 'Mach das Licht in der Küche aus und stell das Wohnzimmer auf 21 Grad. Erledigt: Das Küchenlicht ist aus, das Wohnzimmer ist auf 21 °C eingestellt.',
  es: 'Apaga las luces de la cocina y pon el salón a 21 grados. Hecho: las luces de la cocina están apagadas y el termostato del salón está a 21 °C.',
  fr: "Éteins les lumières de la cuisine et règle le salon sur 21 degrés. C'est fait : la cuisine est éteinte et le thermostat du salon est réglé à 21 °C.",
  it: 'Spegni le luci della cucina e imposta il soggiorno a 21 gradi. Fatto: le luci della cucina sono spente e il termostato del soggiorno è a 21 °C.',
  nl: 'Doe de keukenlampen uit en zet de woonkamer op 21 graden. Klaar: de keukenlampen zijn uit en de thermostaat van de woonkamer staat op 21 °C.',
  pt: 'Desliga as luzes da cozinha e põe a sala a 21 graus. Feito: as luzes da cozinha estão desligadas e o termóstato da sala está nos 21 °C.',
  ru: 'Выключи свет на кухне и поставь в гостиной 21 градус. Готово: свет на кухне выключен, термостат в гостиной установлен на 21 °C.',
  ko: '주방 불 끄고 거실 온도를 21도로 맞춰 줘. 완료했어요. 주방 조명을 껐고 거실 온도 조절기를 21도로 설정했어요.',
  ja: 'キッチンの電気を消して、リビングを21度にして。完了しました。キッチンの照明を消し、リビングのサーモスタットを21度に設定しました。',
  zh: '把厨房的灯关掉，客厅温度调到21度。好了，厨房的灯已经关了，客厅的温控器已设为21度。',
  ar: 'أطفئ أضواء المطبخ واضبط غرفة المعيشة على 21 درجة. تم: أضواء المطبخ مطفأة وتم ضبط منظم حرارة غرفة المعيشة على 21 درجة.',
  hi: 'रसोई की लाइटें बंद करो और लिविंग रूम को 21 डिग्री पर सेट करो। हो गया: रसोई की लाइटें बंद हैं और लिविंग रूम का थर्मोस्टेट 21 डिग्री पर है।',
};

interface Sample {
  label: string;
  text: string;
  real: number;
  estimate: number;
}

async function homeSamples(label: string, options: SimulatorOptions): Promise<Sample[]> {
  return withHomeToolbox(options, ({ client, toolbox }) => {
    const specs = toolbox.tools().map((tool) => ({
      name: tool.name,
      description: tool.description,
      parameters: z.toJSONSchema(tool.parameters, { io: 'input', unrepresentable: 'any' }),
    }));
    const states = client.home.exposedEntities().slice(0, 40);
    const texts: [string, string][] = [
      ['system prompt', buildStablePrompt({ homeIndex: toolbox.homeIndex() })],
      ['tool schemas (JSON)', JSON.stringify(specs)],
      ['tool result: 40 states (JSON)', JSON.stringify(states)],
      ['Assist-style entity list', buildAssistStylePrompt(client.home)],
    ];
    return texts.map(([text, body]) => ({
      label: `${label}: ${text}`,
      text: body,
      real: countTokens(body),
      estimate: estimateTokens(body),
    }));
  });
}

export async function runTokenEstimateBench(): Promise<{ markdown: string; samples: Sample[] }> {
  const samples: Sample[] = [];
  for (const home of HOMES) samples.push(...(await homeSamples(home.label, home.options)));
  for (const [language, text] of Object.entries(TURNS)) {
    samples.push({
      label: `spoken turn (${language})`,
      text,
      real: countTokens(text),
      estimate: estimateTokens(text),
    });
  }
  const ratios = samples.map((sample) => sample.estimate / sample.real);
  const long = 'x'.repeat(200_000);
  const started = performance.now();
  estimateTokens(long);
  const longMs = performance.now() - started;
  const markdown = [
    '## Token estimate',
    '',
    'Hearth budgets prompts and history with a one-pass estimate instead of loading a BPE token table',
    '(~25 MB of heap, ~0.5 s of start-up, and quadratic on long unbroken text). Compared here with the real',
    'o200k count (`gpt-tokenizer`, a dev dependency) on what Hearth counts. A ratio above 1 over-counts (a',
    'budget is met with room to spare); far below 1 would overflow a budget.',
    '',
    '| text | o200k tokens | estimate | estimate ÷ real |',
    '|---|---:|---:|---:|',
    ...samples.map(
      (sample) =>
        `| ${sample.label} | ${sample.real} | ${sample.estimate} | ${(sample.estimate / sample.real).toFixed(2)} |`,
    ),
    '',
    `Range of the ratio: ${Math.min(...ratios).toFixed(2)}–${Math.max(...ratios).toFixed(2)}. 200,000 characters`,
    `without a space: ${longMs.toFixed(1)} ms for the estimate.`,
    '',
  ].join('\n');
  return { markdown, samples };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  console.log((await runTokenEstimateBench()).markdown);
}
