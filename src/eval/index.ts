// eval/'s public surface: snapshot the home, generate tasks, run them against models in a sandbox, report.
// It reaches the real home only to read it (snapshotHome); every action goes to the sandbox.
export { EvalError, type EvalErrorCode } from './eval-error.js';
export * from './eval-types.js';
export { formatReport } from './format-report.js';
export { generateTasks } from './generate-tasks.js';
export { runEval, type ModelUnderTest, type RunEvalOptions } from './run-eval.js';
export type { SandboxHearth, StartSandboxHearth } from './sandbox-hearth.js';
export { KEPT_REPORTS, ReportStore, summarizeReport, type ReportSummary } from './report-store.js';
export { snapshotHome, type HomeSnapshot } from './snapshot-home.js';
export { taskHome, type TaskHome } from './task-home.js';
export { PHRASEBOOK_LANGUAGES } from './task-phrases.js';
