// The template tool (opt-in): renders a Home Assistant template. It can read non-exposed state,
// which is why it is off unless the user enables it.
import { z } from 'zod';
import type { Tool } from './tool.js';
import { UNREACHABLE, failure, homeReady } from './tool-deps.js';
import type { ToolDeps } from './tool-deps.js';

export const templateParameters = z.object({
  template: z.string().min(1).max(4000).describe('Jinja template, e.g. {{ states("sensor.x") }}'),
});

const OUTPUT_LIMIT = 4000;

export function createTemplateTool(deps: ToolDeps): Tool<typeof templateParameters> {
  return {
    name: 'template',
    description:
      'Render a Home Assistant template (Jinja) and return the text, for calculations over states.',
    parameters: templateParameters,
    execute: async (args, context) => {
      if (!homeReady(deps)) return UNREACHABLE;
      try {
        const text = await deps.client.renderTemplate(args.template, {
          signal: context.signal,
          timeoutMs: 5000,
        });
        return text.length <= OUTPUT_LIMIT
          ? { ok: true, result: text }
          : { ok: true, result: `${text.slice(0, OUTPUT_LIMIT)}…`, truncated: true };
      } catch (error) {
        return failure(error, 'template');
      }
    },
  };
}
