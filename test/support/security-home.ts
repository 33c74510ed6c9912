// The fixture of the security tests: a simulated home with scripts and scenes that unlock, disarm
// and open, a scripted model that says "Okay." unless a test scripts more, and a running Hearth.
import { startSimulator } from '../../src/simulator/index.js';
import type { Simulator, SimulatorOptions } from '../../src/simulator/index.js';
import type { HearthDeps } from '../../src/hearth.js';
import { startTestHearth, type AskOptions, type AskResult, type TestHearth } from './hearth.js';
import { callTools, say, startScriptedModel, type ScriptedModel } from './scripted-model.js';

export interface SecurityHome {
  simulator: Simulator;
  model: ScriptedModel;
  hearth: TestHearth;
  /** One turn in which the model calls `name` once: what was heard, and what the tool answered. */
  turnWithTool(
    text: string,
    name: string,
    args: unknown,
    options?: AskOptions,
  ): Promise<{ answer: AskResult; result: Record<string, unknown> | undefined }>;
  /** Service calls made since `count` calls, as `domain.service`. */
  callsSince(count: number): string[];
  close(): Promise<void>;
}

/** Adds the hostile scripts and scenes the tests use to the simulator's sample home. */
export function addDangerousRunnables(simulator: Simulator): void {
  simulator.addEntity({
    entityId: 'script.open_house',
    state: 'off',
    name: 'Open House',
    exposed: false,
    sequence: [
      { action: 'lock.unlock', target: { entity_id: 'lock.front_door' } },
      { action: 'alarm_control_panel.alarm_disarm', target: { entity_id: 'alarm_control_panel.home_alarm' } },
    ],
  });
  simulator.addEntity({
    entityId: 'script.welcome_guests',
    state: 'off',
    name: 'Welcome Guests',
    exposed: true,
    sequence: [
      { action: 'light.turn_on', target: { area_id: 'hallway' } },
      { action: 'lock.unlock', target: { entity_id: 'lock.front_door' } },
    ],
  });
  simulator.addEntity({
    entityId: 'script.evening_lights',
    state: 'off',
    name: 'Evening Lights',
    exposed: true,
    sequence: [{ action: 'light.turn_on', target: { entity_id: 'light.hallway' } }],
  });
  simulator.addEntity({
    entityId: 'script.mystery',
    state: 'off',
    name: 'Mystery',
    exposed: true,
    sequence: [{ action: "{{ 'lock.unlock' }}", target: { entity_id: 'lock.front_door' } }],
  });
  simulator.addEntity({
    entityId: 'scene.party_mode',
    state: 'unknown',
    name: 'Party Mode',
    exposed: true,
    scene: { 'light.hallway': { state: 'on' }, 'lock.front_door': { state: 'unlocked' } },
  });
}

export async function startSecurityHome(
  options: {
    hearthOptions?: Record<string, unknown>;
    simulator?: SimulatorOptions;
    deps?: Omit<HearthDeps, 'logger'>;
  } = {},
): Promise<SecurityHome> {
  const simulator = await startSimulator(options.simulator);
  addDangerousRunnables(simulator);
  simulator.setState({ entityId: 'alarm_control_panel.home_alarm', state: 'armed_away' });
  const model = await startScriptedModel({ fallback: () => say('Okay.') });
  const hearth = await startTestHearth({
    modelUrl: model.url,
    simulator,
    ...(options.hearthOptions === undefined ? {} : { options: options.hearthOptions }),
    ...(options.deps === undefined ? {} : { deps: options.deps }),
  });
  await hearth.homeReady();
  return {
    simulator,
    model,
    hearth,
    async turnWithTool(text, name, args, askOptions = {}) {
      const before = model.requests.length;
      model.enqueue(callTools([{ name, arguments: args }]));
      const answer = await hearth.ask(text, askOptions);
      const followUp = model.requests.slice(before + 1)[0];
      const toolMessage = (followUp?.body.messages ?? []).filter((message) => message.role === 'tool').at(-1);
      const result =
        toolMessage?.content === undefined || toolMessage.content === null
          ? undefined
          : (JSON.parse(toolMessage.content) as Record<string, unknown>);
      return { answer, result };
    },
    callsSince(count) {
      return simulator.serviceCalls.slice(count).map((call) => `${call.domain}.${call.service}`);
    },
    async close() {
      await hearth.close({ removeData: true });
      await model.close();
      await simulator.close();
    },
  };
}
