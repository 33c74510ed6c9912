// A day of spoken turns in the sample home, for the prompt-reading bench: new conversations from the
// satellites of different rooms, follow-ups, and turns that call tools (one call a step, as small
// models do). Only the requests matter: the answers are short and scripted.
import type { ScriptedToolCall } from '../test/support/scripted-model.js';

export interface DayTurn {
  text: string;
  conversation: string;
  device: string;
  /** A later turn of the same conversation, right after the previous one (the clock does not move). */
  followUp: boolean;
  /** Tool calls, one per step, before the answer. */
  calls: ScriptedToolCall[];
  answer: string;
}

const turn = (
  conversation: string,
  device: string,
  text: string,
  calls: ScriptedToolCall[],
  answer: string,
  followUp = false,
): DayTurn => ({ conversation, device, text, calls, answer, followUp });

const control = (action: string, ...targets: string[]): ScriptedToolCall => ({
  name: 'control',
  arguments: { action, targets },
});
const query = (...targets: string[]): ScriptedToolCall => ({ name: 'query', arguments: { targets } });

export const DAY: readonly DayTurn[] = [
  turn(
    'morning',
    'satellite_bedroom',
    'good morning, open the bedroom blinds',
    [control('open', 'bedroom blinds')],
    'The blinds are open.',
  ),
  turn(
    'morning',
    'satellite_bedroom',
    'and how warm is it outside?',
    [query('outdoor temperature')],
    'It is six degrees outside.',
    true,
  ),
  turn(
    'coffee',
    'satellite_kitchen',
    'turn on the coffee machine',
    [control('turn_on', 'coffee machine')],
    'The coffee machine is on.',
  ),
  turn(
    'coffee',
    'satellite_kitchen',
    'and the kitchen lights at forty percent',
    [{ name: 'control', arguments: { action: 'turn_on', targets: ['kitchen lights'], brightness: 40 } }],
    'The kitchen lights are at forty percent.',
    true,
  ),
  turn(
    'leaving',
    'satellite_living_room',
    'is the front door locked?',
    [query('front door lock')],
    'Yes, the front door is locked.',
  ),
  turn(
    'leaving',
    'satellite_living_room',
    'turn off everything downstairs',
    [control('turn_off', 'everything downstairs')],
    'Everything downstairs is off.',
    true,
  ),
  turn(
    'office',
    'satellite_office',
    'what is the CO2 in here?',
    [query('office co2')],
    'The CO2 is at six hundred fifty ppm.',
  ),
  turn(
    'lunch',
    'satellite_kitchen',
    'set a timer for ten minutes',
    [{ name: 'timer', arguments: { action: 'start', duration: '10m' } }],
    'Ten minutes, starting now.',
  ),
  turn(
    'afternoon',
    'satellite_living_room',
    'what is the weather like?',
    [],
    'It is cloudy and nine degrees.',
  ),
  turn(
    'afternoon',
    'satellite_living_room',
    'close the living room blinds',
    [control('close', 'living room blinds')],
    'The blinds are closed.',
    true,
  ),
  turn(
    'shopping',
    'satellite_kitchen',
    'add milk to the shopping list',
    [{ name: 'todo', arguments: { action: 'add', item: 'milk' } }],
    'Milk is on the list.',
  ),
  turn(
    'evening',
    'satellite_living_room',
    'movie time',
    [control('activate', 'movie time')],
    'Enjoy the movie.',
  ),
  turn(
    'evening',
    'satellite_living_room',
    'a bit quieter please',
    [{ name: 'control', arguments: { action: 'turn_on', targets: ['living room tv'], volume: 20 } }],
    'Volume is at twenty.',
    true,
  ),
  turn(
    'kids',
    'satellite_bedroom',
    'turn on the night light in the kids room',
    [control('turn_on', 'kids night light')],
    'The night light is on.',
  ),
  turn('night', 'satellite_bedroom', 'good night', [control('activate', 'good night')], 'Good night.'),
  turn(
    'night',
    'satellite_bedroom',
    'is the garage door closed?',
    [query('garage door')],
    'Yes, it is closed.',
    true,
  ),
];
