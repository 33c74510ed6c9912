// The user's own tools from tools.yaml: loading, watching, and the tools they become.
export { UserTools, type UserToolsOptions, type UserToolsStatus } from './user-tools.js';
export { userToolSource } from './user-tool-source.js';
export type { FileProblem } from './read-tool-file.js';
