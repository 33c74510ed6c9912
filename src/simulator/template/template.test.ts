import { describe, expect, it } from 'vitest';
import { House } from '../house.js';
import { sampleHome } from '../load-home.js';
import { TemplateError, renderTemplate } from './template.js';

const house = new House(sampleHome());
const render = (template: string, variables?: Record<string, unknown>) =>
  renderTemplate(house, template, variables).text;

describe('renderTemplate', () => {
  it('reads states, attributes and is_state, and reports the entities it read', () => {
    const rendered = renderTemplate(
      house,
      "{{ states('sensor.bedroom_temperature') }} / {{ state_attr('climate.bedroom', 'temperature') }} / {{ is_state('lock.front_door', 'locked') }}",
    );
    expect(rendered.text).toBe('18.5 / 19 / True');
    expect(rendered.entities.sort()).toEqual([
      'climate.bedroom',
      'lock.front_door',
      'sensor.bedroom_temperature',
    ]);
  });

  it('does arithmetic with filters binding tighter than operators', () => {
    expect(render("{{ states('sensor.bedroom_temperature') | float + 1.25 }}")).toBe('19.75');
    expect(render("{{ (states('sensor.outdoor_temperature') | float * 9 / 5 + 32) | round(1) }}")).toBe(
      '52.5',
    );
    expect(render('{{ 7 // 2 }} {{ 7 % 4 }} {{ -3 + 1 }}')).toBe('3 3 -2');
  });

  it('supports states.domain.object_id access, variables, comparisons and default', () => {
    expect(render('{{ states.light.kitchen_ceiling.state }}')).toBe('on');
    expect(render('{{ name | upper }}', { name: 'hearth' })).toBe('HEARTH');
    expect(
      render("{{ states('sensor.office_co2') | int > 500 and not is_state('light.garage', 'on') }}"),
    ).toBe('True');
    expect(render("{{ state_attr('light.garage', 'missing') }}")).toBe('None');
    expect(render("{{ states('light.nope') }}")).toBe('unknown');
  });

  it('fails like Core on a non-number without default, an unknown filter, or a statement', () => {
    expect(() => render("{{ states('lock.front_door') | float }}")).toThrow(TemplateError);
    expect(render("{{ states('lock.front_door') | float(0) }}")).toBe('0');
    expect(() => render('{{ 1 | sparkle }}')).toThrow(/No filter named 'sparkle'/);
    expect(() => render('{% if true %}x{% endif %}')).toThrow(TemplateError);
    expect(() => render('{{ 1 / 0 }}')).toThrow(/division by zero/);
  });

  it('leaves text outside expressions as it is', () => {
    expect(render('The door is {{ states("lock.front_door") }}.')).toBe('The door is locked.');
  });
});
