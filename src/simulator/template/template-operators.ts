// Python/Jinja semantics of the template operators: truthiness, numbers, addition, ordering.
// Pure functions; errors are TemplateValueErrors that template.ts reports as template_error.
import { TemplateValueError } from './template-values.js';

export function truthy(value: unknown): boolean {
  if (Array.isArray(value)) return value.length > 0;
  return Boolean(value);
}

export function numeric(value: unknown): number {
  if (typeof value === 'number') return value;
  if (typeof value === 'boolean') return value ? 1 : 0;
  throw new TemplateValueError(
    `TypeError: unsupported operand type(s) for ${typeof value === 'string' ? "'str'" : 'value'}`,
  );
}

export function nonZero(value: unknown): number {
  const number = numeric(value);
  if (number === 0) throw new TemplateValueError('ZeroDivisionError: division by zero');
  return number;
}

export function add(left: unknown, right: unknown): unknown {
  if (typeof left === 'string' && typeof right === 'string') return left + right;
  return numeric(left) + numeric(right);
}

export function compare(left: unknown, right: unknown, operator: string): boolean {
  if (typeof left !== typeof right || (typeof left !== 'number' && typeof left !== 'string')) {
    throw new TemplateValueError(`TypeError: '${operator}' not supported between these values`);
  }
  const a = left;
  const b = right as number | string;
  return operator === '<' ? a < b : operator === '>' ? a > b : operator === '<=' ? a <= b : a >= b;
}
