// The tools/ layer's public surface: the toolbox the agent uses, token counting, and the
// Assist-style baseline prompt for benchmarks.
export { BUILTIN_TOOL_NAMES, createToolbox, type ToolboxOptions } from './create-toolbox.js';
export { estimateTokens } from './estimate-tokens.js';
export { buildAssistStylePrompt } from './build-assist-style-prompt.js';
export { emptyToolbox } from './tool.js';
export type { SatelliteIntent, SatelliteLocation, Tool, ToolContext, Toolbox, ToolResult } from './tool.js';
export type { ToolLogger } from './tool-deps.js';
export type { WatchRegistry } from './watch-tool.js';
