// A prompt built the way Home Assistant's own Assist LLM API builds one (helpers/llm.py, 2025):
// guidance, then a YAML "static context" listing every exposed entity with names, domain and
// areas. Used only as the baseline of the prompt-size benchmark; written in our own words.
import type { HomeModel } from '../../ha/types.js';
import { compareText } from '../../resolver/index.js';

const PREAMBLE = [
  'You are a voice assistant for Home Assistant.',
  'Answer questions about the world truthfully.',
  'Answer in plain text. Keep it simple and to the point.',
  'When controlling Home Assistant always call the intent tools. Use HassTurnOn to lock and HassTurnOff to unlock a lock. When controlling a device, prefer passing just name and domain. When controlling an area, prefer passing just area name and domain.',
  'When a user asks to turn on all devices of a specific type, ask the user to specify an area, unless there is only one device of that type.',
  'This device is not able to start timers.',
  'You can answer questions about the current state of the home with the GetLiveContext tool; do not claim you lack live data.',
  'Questions about whether a device exists or what type it is can be answered from the static context below.',
  'Questions about the current state, value or mode of a device need live data: call GetLiveContext first and answer from its result.',
  'For general knowledge questions not about the home, answer truthfully from internal knowledge.',
  'Static Context: An overview of the areas and the devices in this smart home:',
];

function yamlScalar(text: string): string {
  return /^[\p{L}\p{N} _.()-]+$/u.test(text) && !/^[\d.]+$/.test(text) ? text : JSON.stringify(text);
}

/** The whole prompt, every exposed entity listed (scripts and calendars excluded, as Core does). */
export function buildAssistStylePrompt(home: HomeModel): string {
  const entities = home
    .exposedEntities()
    .filter((entity) => entity.domain !== 'script' && entity.domain !== 'calendar')
    .sort((a, b) => compareText(a.name, b.name));
  if (entities.length === 0) {
    return 'Only if the user wants to control a device, tell them to expose entities to their voice assistant in Home Assistant.';
  }
  const lines = [...PREAMBLE];
  for (const entity of entities) {
    lines.push(`- names: ${yamlScalar([entity.name, ...entity.aliases].join(', '))}`);
    lines.push(`  domain: ${entity.domain}`);
    const area = entity.areaId === null ? undefined : home.area(entity.areaId);
    if (area !== undefined) lines.push(`  areas: ${yamlScalar([area.name, ...area.aliases].join(', '))}`);
  }
  return lines.join('\n');
}
