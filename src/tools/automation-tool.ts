// The automation tool (opt-in): creates an automation from the model's description. Home Assistant
// validates the config when it is saved (a 400 names the problem), then automations are reloaded.
// Only exposed entities may appear in it.
import { z } from 'zod';
import { isVisible } from './target-index.js';
import type { Tool } from './tool.js';
import { UNREACHABLE, failure, homeReady } from './tool-deps.js';
import type { ToolDeps } from './tool-deps.js';

const block = z.array(z.record(z.string(), z.unknown()));

export const automationParameters = z.object({
  alias: z.string().min(1).max(100),
  description: z.string().max(500).optional(),
  triggers: block.min(1).describe('Home Assistant triggers, e.g. [{trigger: "time", at: "07:00:00"}]'),
  conditions: block.optional(),
  actions: block.min(1).describe('e.g. [{action: "light.turn_on", target: {entity_id: "light.x"}}]'),
  mode: z.enum(['single', 'restart', 'queued', 'parallel']).optional(),
});

const ENTITY_ID = /\b[a-z_]+\.[a-z0-9_]+\b/g;

export function createAutomationTool(deps: ToolDeps): Tool<typeof automationParameters> {
  return {
    name: 'automation',
    description:
      'Create a Home Assistant automation (triggers, optional conditions, actions) on exposed entities; Home Assistant validates it before it is saved.',
    parameters: automationParameters,
    execute: async (args, context) => {
      if (!homeReady(deps)) return UNREACHABLE;
      const config = { mode: 'single', ...args };
      const text = JSON.stringify(config);
      const services = deps.home.services();
      const hidden = [...new Set(text.match(ENTITY_ID) ?? [])].filter((id) => {
        const [domain = '', object = ''] = id.split('.');
        if (services[domain]?.[object] !== undefined) return false;
        const entity = deps.home.entity(id);
        return entity !== undefined && !isVisible(entity, deps.domainAllowlist);
      });
      if (hidden.length > 0)
        return { ok: false, error: `Not exposed to the assistant: ${hidden.join(', ')}` };
      const id = String(deps.now().getTime());
      try {
        await deps.client.rest('POST', `/config/automation/config/${id}`, config, { signal: context.signal });
        await deps.client.callService('automation', 'reload', {}, undefined, { signal: context.signal });
      } catch (error) {
        return failure(error, 'saving the automation');
      }
      deps.logger?.info({ automation: id, alias: args.alias }, 'automation created');
      return { ok: true, id, alias: args.alias, note: 'Saved and reloaded.' };
    },
  };
}
