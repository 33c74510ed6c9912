// The tools: what the model can do in the home, one file per tool, and the toolbox that offers them.
// Its shared contract (Tool, ToolContext, ToolResult, ToolDeps) is what the agent, the memory and the
// user's own tools build on. Tools find what a person means through the resolver, decide how to act
// through planning, and act only through the guard. Sub-rooms: home-index/ (the home as the prompt
// describes it, and token counting), satellite/ (timers and broadcasts, run by Home Assistant on the
// satellite).
export { BUILTIN_TOOL_NAMES, createToolbox, type ToolboxOptions } from './create-toolbox.js';
export { estimateTokens } from './home-index/estimate-tokens.js';
export { quoteName } from './home-index/prompt-quote.js';
export { buildAssistStylePrompt } from './home-index/build-assist-style-prompt.js';
export { emptyToolbox, PARSE_ONLY } from './tool.js';
export type { SatelliteIntent, SatelliteLocation, Tool, ToolContext, Toolbox, ToolResult } from './tool.js';
export { failure } from './tool-deps.js';
export type { ToolDeps, ToolLogger } from './tool-deps.js';
export { callServiceChecked, type ServiceArgs } from './service-tool.js';
export { isTargetless } from './targetless-call.js';
export { rangeNote } from './range-note.js';
export { searchEntities } from './search-tool.js';
export type { WatchRegistry } from './watch-tool.js';
