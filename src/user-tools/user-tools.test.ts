// tools.yaml on disk: problems with positions, last good versions kept, reload on save.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { UserTools } from './user-tools.js';

const dirs: string[] = [];
const opened: UserTools[] = [];

afterEach(() => {
  for (const tools of opened.splice(0)) tools.close();
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function folder(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'hearth-tools-'));
  dirs.push(dir);
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  return dir;
}

async function open(dir: string, watch = false): Promise<UserTools> {
  const tools = await UserTools.open({
    file: join(dir, 'tools.yaml'),
    reservedNames: ['control', 'service'],
    watch,
    debounceMs: 50,
  });
  opened.push(tools);
  return tools;
}

const GOOD = `tools:
  - name: living_room_warmth
    description: Temperature of the living room.
    kind: template
    template: "{{ states('sensor.living_room_temperature') }}"
`;

describe('tools.yaml problems', () => {
  it('reports each problem with file, line and column, and still loads the good tools', async () => {
    const dir = folder({
      'secrets.yaml': 'known_key: abc123\n',
      'tools.yaml': `tools:
  - name: good_one
    description: Fine.
    kind: template
    template: "{{ 1 + 1 }}"
  - name: odd_kind
    description: Not a kind.
    kind: webhook
  - name: bad_schema
    description: Parameters of an unknown type.
    parameters:
      type: object
      properties:
        when:
          type: date
    kind: template
    template: "x"
  - name: needs_secret
    description: A secret that is not there.
    kind: rest
    url: https://api.example.com/v1
    headers:
      Authorization: !secret missing_key
  - name: good_one
    description: Same name again.
    kind: template
    template: "y"
  - name: control
    description: One of Hearth's own.
    kind: template
    template: "z"
  - name: typo
    description: A misspelt key.
    kind: service
    action: light.turn_on
    targett: kitchen
  - name: stray_placeholder
    description: Refers to nothing.
    kind: service
    action: light.turn_on
    target: "{{ room }}"
`,
    });
    const tools = await open(dir);
    const status = tools.status();
    expect(status.tools.map((tool) => tool.name)).toEqual(['good_one']);
    const file = join(dir, 'tools.yaml');
    const problems = status.problems.map((problem) => `${problem.line}:${problem.column} ${problem.message}`);
    expect(status.problems.every((problem) => problem.file === file)).toBe(true);
    expect(problems).toEqual([
      '8:11 unknown kind "webhook": expected service, script, template, rest, sequence',
      '15:11 parameters.properties.when: expected a property with type string, number, integer, boolean or array',
      '23:30 unknown secret "missing_key" (not in secrets.yaml)',
      '24:11 a tool named "good_one" is already defined above',
      '28:11 "control" is one of Hearth\'s own tools; pick another name',
      '36:5 unknown key "targett"',
      '41:13 {{ room }} is not a parameter or an earlier step',
    ]);
  });

  it('refuses a rest URL whose host a parameter could choose, and actions of blocked domains', async () => {
    const dir = folder({
      'tools.yaml': `tools:
  - name: anywhere
    description: Host from the model.
    parameters:
      type: object
      properties:
        host: { type: string }
    kind: rest
    url: "https://{{ host }}/api"
  - name: restart_ha
    description: Restart.
    kind: service
    action: homeassistant.restart
`,
    });
    const problems = (await open(dir)).status().problems.map((problem) => [problem.line, problem.message]);
    expect(problems).toEqual([
      [9, expect.stringContaining('the URL must start with http:// or https:// and a host written out')],
      [13, expect.stringContaining('homeassistant actions are never available')],
    ]);
  });

  it('never quotes secrets.yaml, even when it is broken', async () => {
    const dir = folder({
      'secrets.yaml': 'api_key: "sk-very-secret-value\nother: [unclosed\n',
      'tools.yaml': GOOD,
    });
    const status = (await open(dir)).status();
    expect(status.problems.length).toBeGreaterThan(0);
    expect(status.problems[0]).toMatchObject({ file: join(dir, 'secrets.yaml'), line: expect.any(Number) });
    expect(JSON.stringify(status)).not.toContain('very-secret');
    expect(status.tools.map((tool) => tool.name)).toEqual(['living_room_warmth']);
  });

  it('has no tools and no problems when there is no tools.yaml', async () => {
    const status = (await open(folder({}))).status();
    expect(status).toMatchObject({ found: false, tools: [], problems: [] });
  });
});

describe('tools.yaml reloads', () => {
  it('keeps every tool as it was when an edit breaks the YAML syntax', async () => {
    const dir = folder({ 'tools.yaml': GOOD });
    const tools = await open(dir);
    writeFileSync(join(dir, 'tools.yaml'), `${GOOD}  - name: [broken\n`);
    await tools.reload();
    const status = tools.status();
    expect(status.tools.map((tool) => tool.name)).toEqual(['living_room_warmth']);
    expect(status.problems).toEqual([
      expect.objectContaining({ line: 7, message: expect.stringContaining('YAML syntax error') }),
    ]);
  });

  it('keeps the last good version of a tool an edit broke, and takes the new version of the others', async () => {
    const dir = folder({
      'tools.yaml': `${GOOD}  - name: second
    description: Version one.
    kind: template
    template: "one"
`,
    });
    const tools = await open(dir);
    writeFileSync(
      join(dir, 'tools.yaml'),
      `tools:
  - name: living_room_warmth
    description: Now broken.
    kind: template
  - name: second
    description: Version two.
    kind: template
    template: "two"
`,
    );
    await tools.reload();
    const definitions = tools.definitions();
    expect(definitions.map((definition) => [definition.name, definition.description])).toEqual([
      ['living_room_warmth', 'Temperature of the living room.'],
      ['second', 'Version two.'],
    ]);
    expect(tools.status().problems).toEqual([
      expect.objectContaining({
        line: 2,
        tool: 'living_room_warmth',
        message: expect.stringContaining('template'),
      }),
    ]);
  });

  it('reloads by itself when the file is saved', async () => {
    const dir = folder({ 'tools.yaml': GOOD });
    const tools = await open(dir, true);
    const before = tools.version;
    writeFileSync(join(dir, 'tools.yaml'), GOOD.replace('living_room_warmth', 'lounge_warmth'));
    const deadline = Date.now() + 10_000;
    while (tools.version === before && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 20));
    expect(tools.definitions().map((definition) => definition.name)).toEqual(['lounge_warmth']);
  });
});
