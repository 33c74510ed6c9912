// The automation tool (opt-in): creates an automation from the model's description. Everything it
// would do is checked first (automation-policy: exposure, places, templates, services, scripts); what
// it would unlock or open needs the user's yes. Home Assistant validates the config when it is saved
// (a 400 names the problem), then automations are reloaded.
import { z } from 'zod';
import { checkAutomation, confirmationGate, guardedCall } from '../guard/index.js';
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
  confirm: z.boolean().optional().describe('true only when repeating a call the user just confirmed'),
});

export function createAutomationTool(deps: ToolDeps): Tool<typeof automationParameters> {
  // Ids are the time in milliseconds plus a per-process sequence: two automations created in the same
  // millisecond (parallel tool calls) never share one.
  let sequence = 0;
  return {
    name: 'automation',
    description:
      'Create a Home Assistant automation (triggers, optional conditions, actions) on exposed entities; Home Assistant validates it before it is saved.',
    parameters: automationParameters,
    execute: async ({ confirm, ...args }, context) => {
      if (!homeReady(deps)) return UNREACHABLE;
      const config = { mode: 'single', ...args };
      const check = await checkAutomation(deps, config, context.signal);
      if (!check.ok) return check;
      if (check.sensitive.length > 0) {
        const key = `automation:${JSON.stringify(config)}`;
        const gate = confirmationGate(deps, context, key, check.sensitive, confirm);
        if (gate !== undefined) return gate;
      }
      sequence = (sequence + 1) % 1000;
      const id = `${deps.now().getTime()}${String(sequence).padStart(3, '0')}`;
      try {
        await deps.client.rest('POST', `/config/automation/config/${id}`, config, { signal: context.signal });
        await guardedCall(
          deps,
          { domain: 'automation', service: 'reload', data: {} },
          { signal: context.signal },
        );
      } catch (error) {
        return failure(error, 'saving the automation');
      }
      deps.logger?.info({ automation: id, alias: args.alias }, 'automation created');
      return { ok: true, id, alias: args.alias, note: 'Saved and reloaded.' };
    },
  };
}
