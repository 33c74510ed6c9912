// Binds the user's tools to the home side: the toolbox hands over its deps, and gets back a getter
// that rebuilds the tools only when tools.yaml was reloaded.
import { sendRequest, type SendRequest } from '../ha/send-request.js';
import { callServiceChecked } from '../tools/index.js';
import type { Tool, ToolDeps } from '../tools/index.js';
import type { StepDeps } from './run-step.js';
import type { UserTools } from './user-tools.js';

const TEMPLATE_TIMEOUT_MS = 5000;

export function userToolSource(
  userTools: UserTools,
  send: SendRequest = sendRequest,
): (deps: ToolDeps) => () => readonly Tool[] {
  return (deps) => {
    const stepDeps: Omit<StepDeps, 'secrets'> = {
      callService: (args, context, allowTargetless) =>
        callServiceChecked(deps, args, context, allowTargetless),
      renderTemplate: (template, variables, signal) =>
        deps.client.renderTemplate(template, { variables, signal, timeoutMs: TEMPLATE_TIMEOUT_MS }),
      send,
    };
    let version = -1;
    let tools: readonly Tool[] = [];
    return () => {
      if (userTools.version !== version) {
        tools = userTools.build(stepDeps);
        version = userTools.version;
      }
      return tools;
    };
  };
}
