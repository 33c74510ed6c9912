// The tools beyond control/query/search/areas: history, service and to-do always, and the opt-in
// template, automation and camera tools, chosen by the toolbox options.
import { createAutomationTool } from './automation-tool.js';
import type { CameraImageFetcher } from './camera-tool.js';
import { createCameraTool } from './camera-tool.js';
import { createHistoryTool } from './history-tool.js';
import { createServiceTool } from './service-tool.js';
import { createTemplateTool } from './template-tool.js';
import { createTodoTool } from './todo-tool.js';
import type { Tool } from './tool.js';
import type { ToolDeps } from './tool-deps.js';

export interface OptionalToolFlags {
  enableTemplate: boolean;
  enableAutomation: boolean;
  enableCamera: boolean;
  fetchCameraImage?: CameraImageFetcher | undefined;
}

export function createOptionalTools(
  deps: ToolDeps,
  entityIds: readonly string[] | undefined,
  flags: OptionalToolFlags,
): Tool[] {
  const tools: Tool[] = [createHistoryTool(deps, entityIds), createServiceTool(deps, entityIds)];
  if (deps.targets().entities.some((entity) => entity.domain === 'todo')) tools.push(createTodoTool(deps));
  if (flags.enableTemplate) tools.push(createTemplateTool(deps));
  if (flags.enableAutomation) tools.push(createAutomationTool(deps));
  if (flags.enableCamera && flags.fetchCameraImage !== undefined) {
    tools.push(createCameraTool(deps, flags.fetchCameraImage));
  }
  return tools;
}
