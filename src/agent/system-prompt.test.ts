import { describe, expect, it } from 'vitest';
import { buildStablePrompt, buildSystemPrompt, buildTurnPrompt, formatNow } from './system-prompt.js';

const turn = {
  now: new Date('2026-07-04T22:30:00Z'),
  timeZone: 'America/New_York',
  language: 'en',
  homeStatus: 'ready' as const,
};

describe('system prompt', () => {
  it('formats the local date, weekday and time of the home time zone', () => {
    expect(formatNow(new Date('2026-07-04T22:30:00Z'), 'America/New_York')).toBe(
      'Saturday 2026-07-04 18:30 (America/New_York)',
    );
    expect(formatNow(new Date('2026-01-01T00:05:00Z'), 'Asia/Seoul')).toBe(
      'Thursday 2026-01-01 09:05 (Asia/Seoul)',
    );
    expect(formatNow(new Date('2026-03-01T23:10:00Z'), 'UTC')).toBe('Sunday 2026-03-01 23:10 (UTC)');
  });

  it('keeps time, language, place and status out of the stable prefix', () => {
    const stable = { extraInstructions: 'Call me Sam.', homeIndex: 'Areas: Kitchen.' };
    const a = buildSystemPrompt(stable, turn);
    const b = buildSystemPrompt(stable, {
      ...turn,
      now: new Date('2027-02-02T02:02:00Z'),
      language: 'de',
      location: { areaName: 'Kitchen' },
      homeStatus: 'disconnected',
    });
    expect(a.prefix).toBe(b.prefix);
    expect(a.prefix).toBe(buildStablePrompt(stable));
    expect(a.text).toBe(`${a.prefix}\n\n${a.turn}`);
    expect(a.prefix).not.toMatch(/2026|America|Configured language/);
  });

  it('leaves out empty extra instructions and an empty home index', () => {
    const prompt = buildStablePrompt({ extraInstructions: '  ', homeIndex: '' });
    expect(prompt).not.toContain('Instructions from the owner');
    expect(prompt).not.toContain('The home:');
    expect(prompt).toContain('never guess entity ids');
  });

  it('says where the user is and when Home Assistant is missing', () => {
    expect(buildTurnPrompt(turn)).not.toContain('area');
    expect(buildTurnPrompt({ ...turn, location: { areaName: 'Office', floorName: 'Upstairs' } })).toContain(
      'in the area "Office" on the floor "Upstairs"',
    );
    expect(buildTurnPrompt({ ...turn, homeStatus: 'none' })).toContain('No smart home is connected');
    expect(buildTurnPrompt({ ...turn, homeStatus: 'disconnected' })).toContain('not reachable right now');
  });
});

describe('system prompt from the owner template', () => {
  const template = 'Be Jarvis.\n{{home}}\nAt {{ time }}, in {{area}}.';

  it('fills each placeholder once: a name that reads like a placeholder stays text', () => {
    const prompt = buildSystemPrompt(
      { homeIndex: 'Areas: "{{time}}".', template },
      { ...turn, location: { areaName: 'Den {{home}}', floorName: 'Up' } },
    );
    expect(prompt.text).toBe(
      'Be Jarvis.\nAreas: "{{time}}".\nAt Saturday 2026-07-04 18:30 (America/New_York), in "Den {{home}}" on the floor "Up".',
    );
    expect(prompt.prefix).toBe('Be Jarvis.\nAreas: "{{time}}".\nAt ');
    expect(prompt.prefix + prompt.turn).toBe(prompt.text);
  });

  it('says when Home Assistant is not reachable, after the template', () => {
    const prompt = buildSystemPrompt({ homeIndex: '', template }, { ...turn, homeStatus: 'disconnected' });
    expect(prompt.text).toMatch(/in unknown\.\n\nHome Assistant is not reachable right now/);
  });
});
