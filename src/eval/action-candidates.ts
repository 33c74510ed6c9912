// Candidate tasks that must change the home: switching, light levels and colours, climate, covers, media,
// a whole area, a whole floor, two actions at once, and a follow-up that says "it". Each knows its end state.
import type { EvalTask, ExpectedState, TaskCategory } from './eval-types.js';
import type { SeededRandom } from './seeded-random.js';
import type { Phrasebook } from './task-phrases.js';
import type { TaskEntity, TaskHome } from './task-home.js';

export type TaskBody = Pick<EvalTask, 'text' | 'before' | 'deviceId' | 'expect' | 'intended'>;

export interface Candidate {
  category: TaskCategory;
  build(book: Phrasebook, random: SeededRandom): TaskBody;
}

const SWITCHABLE = new Set(['light', 'switch', 'fan', 'input_boolean']);
/** Covers that open a way into the house: they need a spoken yes (a needs-confirmation task instead). */
const GUARDED_COVERS = new Set(['garage', 'gate', 'door']);

export const isSwitchable = (entity: TaskEntity): boolean =>
  SWITCHABLE.has(entity.domain) && (entity.state === 'on' || entity.state === 'off');

function flip(entity: TaskEntity, book: Phrasebook): { text: string; expected: ExpectedState; on: boolean } {
  const on = entity.state === 'off';
  return {
    text: on ? book.on(entity.name) : book.off(entity.name),
    expected: { entityId: entity.id, state: on ? 'on' : 'off' },
    on,
  };
}

function supportsColor(entity: TaskEntity): boolean {
  const modes = entity.attributes['supported_color_modes'];
  return (
    Array.isArray(modes) && modes.some((mode) => ['hs', 'rgb', 'rgbw', 'rgbww', 'xy'].includes(String(mode)))
  );
}

function dimmable(entity: TaskEntity): boolean {
  const modes = entity.attributes['supported_color_modes'];
  return Array.isArray(modes) && modes.some((mode) => mode !== 'onoff');
}

function lightsOf(entities: TaskEntity[]): TaskEntity[] {
  return entities.filter((entity) => entity.domain === 'light' && isSwitchable(entity));
}

/** Turning a group on when all are off, else off: either way every member must end the same. */
function groupSwitch(members: TaskEntity[]): { on: boolean; states: ExpectedState[] } {
  const on = members.every((entity) => entity.state === 'off');
  return { on, states: members.map((entity) => ({ entityId: entity.id, state: on ? 'on' : 'off' })) };
}

export function actionCandidates(home: TaskHome): Candidate[] {
  const candidates: Candidate[] = [];
  const exposed = home.exposed;
  const switchable = exposed.filter(isSwitchable);
  for (const entity of switchable) {
    candidates.push({
      category: 'switch',
      build: (book) => {
        const { text, expected, on } = flip(entity, book);
        return {
          text,
          expect: { states: [expected] },
          intended: [{ action: on ? 'turn_on' : 'turn_off', entityIds: [entity.id] }],
        };
      },
    });
  }
  for (const light of lightsOf(exposed).filter(dimmable)) {
    candidates.push({
      category: 'light-level',
      build: (book, random) => {
        if (supportsColor(light) && random.next() < 0.5) {
          const [word, hue] = random.pick(book.colors);
          return {
            text: book.color(light.name, word),
            expect: { states: [{ entityId: light.id, state: 'on', hue: { near: hue, tolerance: 20 } }] },
            intended: [{ action: 'turn_on', entityIds: [light.id], data: { color: word } }],
          };
        }
        const percent = random.pick([20, 30, 40, 60, 75]);
        return {
          text: book.brightness(light.name, percent),
          expect: {
            states: [
              {
                entityId: light.id,
                state: 'on',
                attributes: { brightness: { near: (percent * 255) / 100, tolerance: 5 } },
              },
            ],
          },
          intended: [{ action: 'turn_on', entityIds: [light.id], data: { brightness: percent } }],
        };
      },
    });
  }
  for (const climate of exposed.filter((entity) => entity.domain === 'climate')) {
    const current = climate.attributes['temperature'];
    if (typeof current !== 'number' || climate.state === 'off' || climate.state === 'unavailable') continue;
    const min = Number(climate.attributes['min_temp'] ?? 7);
    const max = Number(climate.attributes['max_temp'] ?? 35);
    candidates.push({
      category: 'climate',
      build: (book, random) => {
        const step = random.pick([-2, -1, 1, 2]);
        const target = Math.min(max, Math.max(min, Math.round(current) + step));
        const degrees = target === current ? Math.round(current) + (current + 1 <= max ? 1 : -1) : target;
        return {
          text: book.temperature(climate.name, degrees),
          expect: {
            states: [
              { entityId: climate.id, attributes: { temperature: { near: degrees, tolerance: 0.01 } } },
            ],
          },
          intended: [{ action: 'set', entityIds: [climate.id], data: { temperature: degrees } }],
        };
      },
    });
  }
  for (const cover of exposed.filter((entity) => entity.domain === 'cover')) {
    const deviceClass = cover.attributes['device_class'];
    if (
      (typeof deviceClass === 'string' && GUARDED_COVERS.has(deviceClass)) ||
      (cover.state !== 'open' && cover.state !== 'closed')
    )
      continue;
    candidates.push({
      category: 'cover',
      build: (book) => {
        const open = cover.state === 'closed';
        return {
          text: open ? book.open(cover.name) : book.close(cover.name),
          expect: { states: [{ entityId: cover.id, state: open ? 'open' : 'closed' }] },
          intended: [{ action: open ? 'open' : 'close', entityIds: [cover.id] }],
        };
      },
    });
  }
  for (const player of exposed.filter((entity) => entity.domain === 'media_player')) {
    const features = Number(player.attributes['supported_features'] ?? 0);
    if (['off', 'unavailable', 'unknown'].includes(player.state) || (features & 4) === 0) continue;
    const volume = Number(player.attributes['volume_level'] ?? -1);
    candidates.push({
      category: 'media',
      build: (book, random) => {
        const percent = random.pick(
          [20, 30, 40, 60].filter((value) => Math.abs(value / 100 - volume) > 0.05),
        );
        return {
          text: book.volume(player.name, percent),
          expect: {
            states: [
              { entityId: player.id, attributes: { volume_level: { near: percent / 100, tolerance: 0.02 } } },
            ],
          },
          intended: [{ action: 'set', entityIds: [player.id], data: { volume: percent } }],
        };
      },
    });
  }
  for (const area of home.areas) {
    const lights = lightsOf(exposed.filter((entity) => entity.areaId === area.id));
    if (lights.length < 2) continue;
    candidates.push({
      category: 'area-wide',
      build: (book) => {
        const { on, states } = groupSwitch(lights);
        return {
          text: book.areaLights(area.name, on),
          expect: { states },
          intended: [{ action: on ? 'turn_on' : 'turn_off', entityIds: lights.map((light) => light.id) }],
        };
      },
    });
  }
  for (const floor of home.floors) {
    const lights = lightsOf(exposed.filter((entity) => entity.floorId === floor.id));
    if (lights.length < 2 || new Set(lights.map((light) => light.areaId)).size < 2) continue;
    candidates.push({
      category: 'plural',
      build: (book) => {
        const { on, states } = groupSwitch(lights);
        return {
          text: book.floorLights(floor.name, on),
          expect: { states },
          intended: [{ action: on ? 'turn_on' : 'turn_off', entityIds: lights.map((light) => light.id) }],
        };
      },
    });
  }
  const allLights = lightsOf(exposed);
  if (home.floors.length === 0 && allLights.length >= 2 && allLights.some((light) => light.state === 'on')) {
    candidates.push({
      category: 'plural',
      build: (book) => ({
        text: book.houseLightsOff(),
        expect: { states: allLights.map((light) => ({ entityId: light.id, state: 'off' })) },
        intended: [{ action: 'turn_off', entityIds: allLights.map((light) => light.id) }],
      }),
    });
  }
  for (const [index, first] of switchable.entries()) {
    const second = switchable[(index * 7 + 3) % switchable.length];
    if (second === undefined || second.id === first.id) continue;
    candidates.push({
      category: 'two-actions',
      build: (book) => {
        const a = flip(first, book);
        const b = flip(second, book);
        return {
          text: book.and(a.text, b.text),
          expect: { states: [a.expected, b.expected] },
          intended: [
            { action: a.on ? 'turn_on' : 'turn_off', entityIds: [first.id] },
            { action: b.on ? 'turn_on' : 'turn_off', entityIds: [second.id] },
          ],
        };
      },
    });
  }
  for (const entity of switchable.filter((candidate) => candidate.state === 'off')) {
    candidates.push({
      category: 'follow-up',
      build: (book) => ({
        before: [book.isItOn(entity.name)],
        text: book.itOn(),
        expect: { states: [{ entityId: entity.id, state: 'on' }] },
        intended: [
          { action: 'answer', entityIds: [entity.id] },
          { action: 'turn_on', entityIds: [entity.id] },
        ],
      }),
    });
  }
  return candidates;
}
