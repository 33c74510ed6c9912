// The timer status sentence in each language: chosen by the turn's language, and rendered with Jinja2
// (the engine Home Assistant renders it with) when this machine's python3 has it.
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { TIMER_STATUS_LANGUAGES, timerStatusTemplate } from './timer-status.js';

const JINJA = `
import json, sys
from jinja2.sandbox import ImmutableSandboxedEnvironment
job = json.load(sys.stdin)
env = ImmutableSandboxedEnvironment()
print(json.dumps([env.from_string(job["template"]).render(slots=slots).strip() for slots in job["cases"]]))
`;
const haveJinja = spawnSync('python3', ['-c', 'import jinja2'], { stdio: 'ignore' }).status === 0;

const timer = (name: string | null, h: number, m: number, s: number, active = true) => ({
  name,
  rounded_hours_left: h,
  rounded_minutes_left: m,
  rounded_seconds_left: s,
  is_active: active,
});

function render(template: string, cases: unknown[]): string[] {
  const result = spawnSync('python3', ['-c', JINJA], { input: JSON.stringify({ template, cases }) });
  if (result.status !== 0) throw new Error(result.stderr.toString());
  return JSON.parse(result.stdout.toString()) as string[];
}

describe('timerStatusTemplate', () => {
  it("takes the turn's base language, and English for one without its own sentence", () => {
    expect(timerStatusTemplate('de-CH')).toBe(timerStatusTemplate('de'));
    expect(timerStatusTemplate('pt_BR')).toBe(timerStatusTemplate('pt'));
    expect(timerStatusTemplate('sv')).toBe(timerStatusTemplate('en'));
    expect(timerStatusTemplate('de')).not.toBe(timerStatusTemplate('en'));
    expect(TIMER_STATUS_LANGUAGES).toEqual(['en', 'de', 'es', 'fr', 'it', 'nl', 'pt', 'ko', 'ja', 'zh']);
  });

  it.skipIf(!haveJinja)(
    'renders in every language: none, one named, a paused unnamed one and a second',
    () => {
      const cases = [
        {},
        { timers: [] },
        { timers: [timer('pasta', 0, 5, 0)] },
        { timers: [timer(null, 1, 1, 30, false), timer('eggs', 0, 0, 1)] },
        // A name is a value: what it says is never run as template code.
        { timers: [timer('{{ 7 * 7 }}', 0, 2, 0)] },
      ];
      const rendered = Object.fromEntries(
        TIMER_STATUS_LANGUAGES.map((language) => [language, render(timerStatusTemplate(language), cases)]),
      );
      expect(rendered.en).toEqual([
        'There are no timers running.',
        'There are no timers running.',
        'The pasta timer has 5 minutes left.',
        'A timer has 1 hour 1 minute 30 seconds left and is paused. The eggs timer has 1 second left.',
        'The {{ 7 * 7 }} timer has 2 minutes left.',
      ]);
      expect(rendered.de).toEqual([
        'Es läuft kein Timer.',
        'Es läuft kein Timer.',
        'Timer pasta, verbleibende Zeit: 5 Minuten.',
        'Ein Timer, verbleibende Zeit: 1 Stunde 1 Minute 30 Sekunden, pausiert. Timer eggs, verbleibende Zeit: 1 Sekunde.',
        'Timer {{ 7 * 7 }}, verbleibende Zeit: 2 Minuten.',
      ]);
      for (const [language, lines] of Object.entries(rendered)) {
        expect(lines[1], language).toBe(lines[0]);
        expect(lines[2], language).toMatch(/pasta\b.* 5 /);
        expect(lines[3], language).toMatch(/ 1 .* 1 .* 30 .*eggs.* 1 /);
        expect(lines[4], language).toContain('{{ 7 * 7 }}');
        expect(lines.join(' '), language).not.toMatch(/\{%|49/);
      }
    },
  );
});
