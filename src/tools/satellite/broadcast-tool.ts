// The broadcast tool: a message spoken on every other voice satellite of the home, through Home
// Assistant's own HassBroadcast intent (HA picks the satellites and leaves out the one that asked).
import { z } from 'zod';
import type { Tool, ToolResult } from '../tool.js';

export const broadcastParameters = z.object({
  message: z.string().trim().min(1).max(300),
});

export function createBroadcastTool(): Tool<typeof broadcastParameters> {
  return {
    name: 'broadcast',
    description: 'Announce a message on every voice satellite. Call it before answering.',
    parameters: broadcastParameters,
    execute: (args, context): Promise<ToolResult> => {
      if (context.intentsAccepted?.() === false) {
        return Promise.resolve({
          ok: false,
          error: 'Too late in this answer to broadcast: ask the user to say it again.',
        });
      }
      return Promise.resolve({
        ok: true,
        satellite_intent: { name: 'HassBroadcast', slots: { message: args.message } },
        note: 'Home Assistant announces it when your answer is spoken. Say in a few words that you did.',
      });
    },
  };
}
