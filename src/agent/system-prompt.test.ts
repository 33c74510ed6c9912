import { describe, expect, it } from 'vitest';
import {
  buildStablePrompt,
  buildSystemPrompt,
  buildTurnPrompt,
  formatNow,
  withTurnContext,
} from './system-prompt.js';

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

  it('keeps time, language, place and status out of the system message', () => {
    const stable = { extraInstructions: 'Call me Sam.', homeIndex: 'Areas: Kitchen.' };
    const a = buildSystemPrompt(stable, turn);
    const b = buildSystemPrompt(stable, {
      ...turn,
      now: new Date('2027-02-02T02:02:00Z'),
      language: 'de',
      location: { areaName: 'Kitchen' },
      homeStatus: 'disconnected',
    });
    expect(a.system).toBe(b.system);
    expect(a.system).toBe(buildStablePrompt(stable));
    expect(a.system).not.toMatch(/2026|America|Configured language/);
    expect(b.context).toMatch(
      /2027.*\nConfigured language: de\.\n.*"Kitchen".*\nHome Assistant is not reachable/s,
    );
  });

  it('puts the context block before the user words, and nothing when there is none', () => {
    expect(withTurnContext('lights on', 'Now: noon.')).toBe('<context>\nNow: noon.\n</context>\nlights on');
    expect(withTurnContext('lights on', '')).toBe('lights on');
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

  it('fills each placeholder once, and points time and area at the context block', () => {
    const prompt = buildSystemPrompt(
      { homeIndex: 'Areas: "{{time}}".', template },
      { ...turn, location: { areaName: 'Den {{home}}', floorName: 'Up' } },
    );
    expect(prompt.system).toBe(
      'Be Jarvis.\nAreas: "{{time}}".\nAt the time in the <context> block, in the area in the <context> block.',
    );
    expect(prompt.context).toContain('Now: Saturday 2026-07-04 18:30 (America/New_York).');
    expect(prompt.context).toContain('the area "Den {{home}}" on the floor "Up"');
  });

  it('says when Home Assistant is not reachable, in the context block', () => {
    const prompt = buildSystemPrompt({ homeIndex: '', template }, { ...turn, homeStatus: 'disconnected' });
    expect(prompt.system).not.toContain('reachable');
    expect(prompt.context).toContain('Home Assistant is not reachable right now');
  });
});
