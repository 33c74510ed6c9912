// Commands for later that would unlock, disarm or open, over the sample home (its names too).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSimulatedHome, type SimulatedHome } from '../../../test/support/simulated-home.js';
import { buildTargetIndex, type TargetIndex } from '../../resolver/index.js';
import { namesSomethingSensitive } from './later-needs-yes.js';

let home: SimulatedHome;
let index: TargetIndex;

beforeAll(async () => {
  home = await startSimulatedHome();
  index = buildTargetIndex(home.client.home, undefined);
});

afterAll(() => home.close());

describe('a command for later that would need a yes', () => {
  it.each([
    'unlock the front door',
    'open the garage',
    'schließ die Haustür auf',
    'abre la puerta',
    'déverrouille la porte',
    'disarm the alarm',
    '현관문 열어줘',
    '打开车库门',
  ])('refuses "%s"', (command) => {
    expect(namesSomethingSensitive(command, index)).toBe(true);
  });

  it.each([
    'turn off the kitchen lights',
    'set the temperature to 19 degrees',
    'schalte das Licht im Wohnzimmer aus',
    'apaga las luces',
    'turn the fan off',
  ])('lets "%s" through', (command) => {
    expect(namesSomethingSensitive(command, index)).toBe(false);
  });
});
