// YAML aliases in tools.yaml: shared anchors of a sane size work, an alias bomb is a problem at its
// position, and nothing a file holds makes a reload throw (a throw on save used to end the process).
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

async function open(text: string): Promise<{ tools: UserTools; dir: string }> {
  const dir = mkdtempSync(join(tmpdir(), 'hearth-aliases-'));
  dirs.push(dir);
  writeFileSync(join(dir, 'tools.yaml'), text);
  const tools = await UserTools.open({ file: join(dir, 'tools.yaml'), reservedNames: [], watch: false });
  opened.push(tools);
  return { tools, dir };
}

function tool(name: string, extra: string): string {
  return `  - name: ${name}\n    kind: template\n    template: "{{ room }}"\n${extra}`;
}

/** Nine levels of nine aliases each: 9^9 (387 million) strings once expanded. */
function billionLaughs(): string {
  const lines = ['  lol0: &lol0 "lol"'];
  for (let level = 1; level <= 9; level += 1) {
    lines.push(
      `  lol${level}: &lol${level} [${Array(9)
        .fill(`*lol${level - 1}`)
        .join(', ')}]`,
    );
  }
  return `x-defs:\n${lines.join('\n')}\n`;
}

describe('aliases in tools.yaml', () => {
  it('loads 50 tools that share one parameters anchor and one description anchor', async () => {
    const entries = [
      tool(
        'room_0',
        '    description: &about Something about a room.\n    parameters: &room\n      type: object\n      properties:\n        room: { type: string }\n      required: [room]\n',
      ),
    ];
    for (let index = 1; index < 50; index += 1) {
      entries.push(tool(`room_${index}`, '    description: *about\n    parameters: *room\n'));
    }
    const { tools } = await open(`tools:\n${entries.join('')}`);
    const status = tools.status();
    expect(status.problems).toEqual([]);
    expect(status.tools).toHaveLength(50);
    expect(tools.definitions()[49]?.description).toBe('Something about a room.');
  });

  it('reports an alias bomb at its position and still loads the tools around it', async () => {
    const text = `${billionLaughs()}tools:
${tool('before', '    description: Fine.\n')}  - name: bomb
    description: Explodes.
    kind: template
    template: "x"
    parameters: *lol9
${tool('after', '    description: Fine too.\n')}`;
    const { tools, dir } = await open(text);
    const status = tools.status();
    expect(status.tools.map((entry) => entry.name)).toEqual(['before', 'after']);
    expect(status.problems).toEqual([
      {
        file: join(dir, 'tools.yaml'),
        line: 21,
        column: 17,
        tool: 'bomb',
        message: expect.stringMatching(/alias expands to more than/),
      },
    ]);
  });

  it('keeps the tools it had when a save brings an alias bomb into the list itself', async () => {
    const { tools, dir } = await open(`tools:\n${tool('kept', '    description: Kept.\n')}`);
    writeFileSync(join(dir, 'tools.yaml'), `${billionLaughs()}tools: *lol9\n`);
    await tools.reload();
    const status = tools.status();
    expect(status.tools.map((entry) => entry.name)).toEqual(['kept']);
    expect(status.problems).toEqual([expect.objectContaining({ line: 12, column: 8 })]);
  });

  it.each([
    ['an alias to no anchor', `tools:\n${tool('kept', '    description: *nowhere\n')}`],
    ['an alias inside its own anchor', `tools: &loop\n${tool('kept', '    description: *loop\n')}`],
    ['10,000 nested lists', `tools: ${'['.repeat(10_000)}${']'.repeat(10_000)}\n`],
    ['10,000 nested maps', `tools:\n  - ${'{a: '.repeat(10_000)}1${'}'.repeat(10_000)}\n`],
    ['YAML 1.1 merge keys over a bomb', `%YAML 1.1\n---\n${billionLaughs()}tools:\n  - <<: *lol9\n`],
    [
      'a merge of a bomb map',
      `${billionLaughs().replace('&lol9 [', '&lol9 {a: [').replace(/\]$/m, ']}')}tools:\n  - <<: *lol9\n`,
    ],
  ])('never throws on a reload of %s, and keeps the tools it had', async (_name, text) => {
    const { tools, dir } = await open(`tools:\n${tool('kept', '    description: Kept.\n')}`);
    writeFileSync(join(dir, 'tools.yaml'), text);
    await expect(tools.reload()).resolves.toBeUndefined();
    expect(tools.status().problems.length).toBeGreaterThan(0);
    expect(tools.status().tools.map((entry) => entry.name)).toEqual(['kept']);
    // The next save is read again: a failed reload does not jam the ones after it.
    writeFileSync(join(dir, 'tools.yaml'), `tools:\n${tool('next', '    description: Next.\n')}`);
    await tools.reload();
    expect(tools.status().tools.map((entry) => entry.name)).toEqual(['next']);
  });
});
