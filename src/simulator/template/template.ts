// A tiny subset of Home Assistant's Jinja templates: `{{ expression }}` with states(), state_attr(),
// is_state(), arithmetic, comparisons and a few filters. Anything else is a TemplateError, as in Core.
import type { House } from '../house.js';
import { add, compare, nonZero, numeric, truthy } from './template-operators.js';
import { tokenize } from './template-tokens.js';
import type { Token } from './template-tokens.js';
import {
  TemplateValueError,
  applyFilter,
  callFunction,
  memberOf,
  pythonText,
  statesRoot,
} from './template-values.js';

export class TemplateError extends Error {
  override readonly name = 'TemplateError';
  readonly code = 'template_error';
}

export interface RenderedTemplate {
  text: string;
  /** Entities the template read, for re-rendering on their changes. */
  entities: string[];
}

export function renderTemplate(
  house: House,
  template: string,
  variables: Record<string, unknown> = {},
): RenderedTemplate {
  if (/\{%|\{#/.test(template))
    throw new TemplateError('TemplateSyntaxError: statements are not supported by the simulator');
  const entities = new Set<string>();
  let text = '';
  let rest = template;
  while (rest.length > 0) {
    const start = rest.indexOf('{{');
    if (start < 0) {
      text += rest;
      break;
    }
    text += rest.slice(0, start);
    const end = rest.indexOf('}}', start + 2);
    if (end < 0) throw new TemplateError("TemplateSyntaxError: unexpected end of template, expected '}}'.");
    text += pythonText(evaluate(rest.slice(start + 2, end), house, variables, entities));
    rest = rest.slice(end + 2);
  }
  return { text, entities: [...entities] };
}

function evaluate(
  source: string,
  house: House,
  variables: Record<string, unknown>,
  entities: Set<string>,
): unknown {
  try {
    return new Parser(tokenize(source), house, variables, entities).parseAll();
  } catch (error) {
    if (error instanceof SyntaxError) throw new TemplateError(`TemplateSyntaxError: ${error.message}`);
    if (error instanceof TemplateValueError) throw new TemplateError(error.message);
    throw error;
  }
}

const COMPARISONS = ['==', '!=', '<', '>', '<=', '>=', 'in'];

class Parser {
  private position = 0;
  private readonly tokens: Token[];
  private readonly house: House;
  private readonly variables: Record<string, unknown>;
  private readonly entities: Set<string>;

  constructor(tokens: Token[], house: House, variables: Record<string, unknown>, entities: Set<string>) {
    this.tokens = tokens;
    this.house = house;
    this.variables = variables;
    this.entities = entities;
  }

  parseAll(): unknown {
    const value = this.or();
    if (this.peek()) throw new TemplateError(`TemplateSyntaxError: unexpected '${this.peek()!.text}'`);
    return value;
  }

  private peek(): Token | undefined {
    return this.tokens[this.position];
  }

  private accept(text: string): boolean {
    if (this.peek()?.text !== text) return false;
    this.position += 1;
    return true;
  }

  private expect(text: string): void {
    if (!this.accept(text)) throw new TemplateError(`TemplateSyntaxError: expected '${text}'`);
  }

  private or(): unknown {
    let value = this.and();
    while (this.accept('or')) {
      const right = this.and();
      value = truthy(value) ? value : right;
    }
    return value;
  }

  private and(): unknown {
    let value = this.not();
    while (this.accept('and')) {
      const right = this.not();
      value = truthy(value) ? right : value;
    }
    return value;
  }

  private not(): unknown {
    if (this.accept('not')) return !truthy(this.not());
    return this.comparison();
  }

  private comparison(): unknown {
    const left = this.additive();
    const operator = this.peek()?.text;
    if (!operator || !COMPARISONS.includes(operator)) return left;
    this.position += 1;
    const right = this.additive();
    switch (operator) {
      case '==':
        return left === right;
      case '!=':
        return left !== right;
      case 'in':
        return typeof right === 'string'
          ? right.includes(String(left))
          : Array.isArray(right) && right.includes(left);
      default:
        return compare(left, right, operator);
    }
  }

  private additive(): unknown {
    let value = this.multiplicative();
    for (;;) {
      if (this.accept('+')) value = add(value, this.multiplicative());
      else if (this.accept('-')) value = numeric(value) - numeric(this.multiplicative());
      else if (this.accept('~')) value = pythonText(value) + pythonText(this.multiplicative());
      else return value;
    }
  }

  private multiplicative(): unknown {
    let value = this.unary();
    for (;;) {
      if (this.accept('*')) value = numeric(value) * numeric(this.unary());
      else if (this.accept('//')) value = Math.floor(numeric(value) / nonZero(this.unary()));
      else if (this.accept('/')) value = numeric(value) / nonZero(this.unary());
      else if (this.accept('%')) value = numeric(value) % nonZero(this.unary());
      else return value;
    }
  }

  private unary(): unknown {
    if (this.accept('-')) return -numeric(this.unary());
    let value = this.primary();
    for (;;) {
      if (this.accept('.')) value = memberOf(this.house, value, this.identifier(), this.entities);
      else if (this.accept('[')) {
        value = memberOf(this.house, value, this.or(), this.entities);
        this.expect(']');
      } else if (this.accept('|')) {
        const name = this.identifier();
        value = applyFilter(name, value, this.accept('(') ? this.arguments() : []);
      } else return value;
    }
  }

  private identifier(): string {
    const token = this.peek();
    if (token?.kind !== 'name') throw new TemplateError('TemplateSyntaxError: expected a name');
    this.position += 1;
    return token.text;
  }

  private arguments(): unknown[] {
    const values: unknown[] = [];
    while (!this.accept(')')) {
      if (values.length > 0) this.expect(',');
      values.push(this.or());
    }
    return values;
  }

  private primary(): unknown {
    const token = this.peek();
    if (!token) throw new TemplateError('TemplateSyntaxError: unexpected end of template');
    this.position += 1;
    if (token.kind === 'number') return Number(token.text);
    if (token.kind === 'string') return token.value;
    if (token.text === '(') {
      const value = this.or();
      this.expect(')');
      return value;
    }
    if (token.text === '[') {
      const values: unknown[] = [];
      while (!this.accept(']')) {
        if (values.length > 0) this.expect(',');
        values.push(this.or());
      }
      return values;
    }
    if (token.kind !== 'name') throw new TemplateError(`TemplateSyntaxError: unexpected '${token.text}'`);
    if (token.text === 'true' || token.text === 'True') return true;
    if (token.text === 'false' || token.text === 'False') return false;
    if (token.text === 'none' || token.text === 'None') return null;
    if (this.accept('(')) return callFunction(this.house, token.text, this.arguments(), this.entities);
    if (token.text in this.variables) return this.variables[token.text];
    if (token.text === 'states') return statesRoot();
    throw new TemplateError(`UndefinedError: '${token.text}' is undefined`);
  }
}
