// What the long-term memory refuses, through the memory tool's remember over a real Wyoming turn: codes, keys and
// combinations in every language Hearth speaks, with digits written together, spaced, or as words; and
// where a kept fact travels: unasked, only to turns of the satellite it was told at.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { transcript } from '../src/wyoming/index.js';
import { collectTurn, startTestHearth, type TestHearth } from './support/hearth.js';
import { callTools, say, startScriptedModel, type ScriptedModel } from './support/scripted-model.js';

let model: ScriptedModel;
let hearth: TestHearth;

beforeAll(async () => {
  model = await startScriptedModel();
  hearth = await startTestHearth({ modelUrl: model.url });
});

afterAll(async () => {
  await hearth.close({ removeData: true });
  await model.close();
});

/** Asks the model to remember each fact, eight to a turn; what each remember call answered. */
async function remember(facts: readonly string[]): Promise<Record<string, unknown>[]> {
  const results: Record<string, unknown>[] = [];
  for (let start = 0; start < facts.length; start += 8) {
    results.push(...(await rememberInOneTurn(facts.slice(start, start + 8))));
  }
  return results;
}

async function rememberInOneTurn(facts: readonly string[]): Promise<Record<string, unknown>[]> {
  model.enqueue(
    callTools(facts.map((fact) => ({ name: 'memory', arguments: { action: 'remember', fact } }))),
    say('Okay.'),
  );
  const result = await hearth.ask('remember these', { conversationId: `remember-${Math.random()}` });
  expect(result.outcome).toBe('handled');
  const messages = model.requests.at(-1)?.body.messages ?? [];
  return messages
    .filter((message) => message.role === 'tool')
    .slice(-facts.length)
    .map((message) => JSON.parse(message.content ?? 'null') as Record<string, unknown>);
}

const SECRETS = [
  // The phrasings the first round kept.
  'Der Türcode ist 4711',
  'the alarm code is 4 7 1 1',
  'the alarm code is four seven one one',
  'Our wifi key is sunflower meadow',
  'Das WLAN-Schlüssel ist Sonnenblume',
  'La clave del wifi es girasol',
  'The safe combination is 12-34-56',
  'The safe combination is on a note in the kitchen drawer',
  // The same in the other languages Hearth speaks.
  'Der Alarmcode ist vier sieben eins eins',
  'Die Tresorkombination ist 12 34 56',
  'El código de la puerta es cuatro siete uno uno',
  'La combinación de la caja fuerte es 1 2 3 4',
  'Le code de la porte est 4711',
  "Le code de l'alarme est quatre sept un un",
  'La clé wifi est tournesol',
  'Il codice del cancello è 4 7 1 1',
  'La combinazione della cassaforte è 1234',
  'La chiave wifi è girasole',
  'De deurcode is vier zeven een een',
  'De wifi-sleutel is zonnebloem',
  'O código do portão é 4711',
  'A chave do wifi é girassol',
  'A combinação do cofre é um dois três quatro',
  'Код от двери 4 7 1 1',
  'Код сигнализации четыре семь один один',
  'ドアのコードは４７１１です',
  '金庫の番号は四七一一',
  '保险柜的组合是四七一一',
  '현관 코드는 사칠일일이에요',
  'رمز الباب هو ٤٧١١',
  'दरवाज़े का कोड चार सात एक एक है',
  'The garage keypad is 2580',
];

const FACTS = [
  'Anna is vegetarian',
  'The kids go to bed at 8',
  "My sister's birthday is on May 12",
  'We have 2 cats and 3 dogs',
  'Anna likes the combination of chocolate and chili',
  'Our postal code is 10115',
  'Die Müllabfuhr kommt am Dienstag um 7 Uhr',
  'El código postal es 28013',
  'Ben plays football on Saturdays at 10',
];

describe('the memory refuses', () => {
  it('codes, keys and combinations in every language Hearth speaks, spaced or in words', async () => {
    const results = await remember(SECRETS);
    const kept = SECRETS.filter((_fact, index) => results[index]?.reason !== 'secret');
    expect(kept).toEqual([]);
  });

  it('and still keeps ordinary facts with numbers, dates and the word "combination"', async () => {
    const results = await remember(FACTS);
    const refused = FACTS.filter((_fact, index) => results[index]?.ok !== true);
    expect(refused).toEqual([]);
  });
});

describe('a fact the user asked to keep', () => {
  async function turnAt(satellite: string, text: string): Promise<string> {
    model.enqueue(say('Okay.'));
    const client = await hearth.connect();
    try {
      const context = { conversation_id: `${satellite}-${Math.random()}`, satellite_id: satellite };
      await client.write(transcript(text, { language: 'en', context }));
      await collectTurn(client, 15_000);
    } finally {
      client.close();
    }
    return JSON.stringify(model.requests.at(-1)?.body.messages ?? []);
  }

  it('travels unasked only with turns of the satellite it was told at', async () => {
    model.enqueue(
      callTools([
        {
          name: 'memory',
          arguments: { action: 'remember', fact: 'Mia is allergic to peanuts', about: 'Mia' },
        },
      ]),
      say('Noted.'),
    );
    const client = await hearth.connect();
    await client.write(
      transcript('remember that Mia is allergic to peanuts', {
        language: 'en',
        context: { conversation_id: 'told-1', satellite_id: 'assist_satellite.bedroom' },
      }),
    );
    await collectTurn(client, 15_000);
    client.close();

    expect(await turnAt('assist_satellite.kitchen', 'what time is it')).not.toContain('peanuts');
    expect(await turnAt('assist_satellite.bedroom', 'what time is it')).toContain('peanuts');
    expect(await turnAt('assist_satellite.kitchen', 'can Mia eat peanuts')).toContain('peanuts');
  });
});
