// The shapes of an evaluation: tasks with their expected outcome, what one turn did, how it scored, and
// the report of a run. Plain JSON-able data; `hearth eval --json` and the trace page's Models tab read it.

/** Tasks of an evaluation unless asked otherwise (the 30–60), and the most one may have. */
export const DEFAULT_TASK_COUNT = 40;
export const MAX_TASK_COUNT = 300;

export const TASK_CATEGORIES = [
  'switch',
  'light-level',
  'climate',
  'cover',
  'media',
  'state-question',
  'area-wide',
  'plural',
  'follow-up',
  'not-exposed',
  'ambiguous',
  'needs-confirmation',
  'timer',
  'two-actions',
] as const;
export type TaskCategory = (typeof TASK_CATEGORIES)[number];

export const FAILURE_KINDS = [
  /** The task needed an action or a reading and the model called no tool at all. */
  'no-tool-call',
  /** The model wrote a tool call as text (JSON, `<tool_call>`, `control(…)`) instead of calling it. */
  'tool-call-as-text',
  /** Something else than what was asked changed, or what was asked did not change. */
  'wrong-entity',
  /** A tool call named an entity id the home does not have. */
  'invented-entity',
  /** The task needed a question (ambiguous name, a yes for a lock) and the home changed. */
  'acted-when-should-ask',
  /** The right device changed, to the wrong value (brightness, temperature …). */
  'wrong-value',
  /** A question answered without the true value, or a needed question never asked. */
  'wrong-answer',
  /** The spoken answer holds markup, code, JSON, thinking tags or nothing at all. */
  'junk-spoken',
  /** The turn failed (not-handled, a model or connection error, the deadline). */
  'error',
] as const;
export type FailureKind = (typeof FAILURE_KINDS)[number];

/** An attribute that must end near a number (brightness 0–255, temperature, volume 0–1, hue). */
export interface NearValue {
  near: number;
  tolerance: number;
}

/** What one entity must look like at the end of the task. */
export interface ExpectedState {
  entityId: string;
  state?: string;
  attributes?: Record<string, string | number | NearValue>;
  /** Hue of `hs_color`, in degrees, within `tolerance`. */
  hue?: NearValue;
}

export interface Expectation {
  /** End states; every other entity must end as it started. */
  states: ExpectedState[];
  /** The spoken answer must contain one of these (a state question's true value, in its spellings). */
  answerContains?: string[];
  /** The model must ask (a question mark in the answer) and nothing may change. */
  mustAsk?: boolean;
  /** The turn must end with this satellite intent (a timer), with these slots. */
  intent?: { name: string; slots: Record<string, string | number> };
}

/** What the request means, tool-agnostic; scripted test models and people reading a failure use it. */
export interface IntendedAction {
  action: 'turn_on' | 'turn_off' | 'open' | 'close' | 'unlock' | 'set' | 'ask' | 'answer' | 'timer';
  entityIds: string[];
  data?: Record<string, string | number>;
}

export interface EvalTask {
  /** `t01` …, stable for one seed and home. */
  id: string;
  category: TaskCategory;
  language: string;
  /** What the user says; for a follow-up, the last sentence (earlier ones are in `before`). */
  text: string;
  /** Earlier sentences of the same conversation, spoken first (a follow-up's first turn). */
  before?: string[];
  /** The satellite device the request comes from (timers, the user's room). */
  deviceId?: string;
  expect: Expectation;
  intended: IntendedAction[];
  /** Why this language is not the user's own (no phrasebook for it: the task is in English). */
  note?: string;
}

/** One tool call as the model streamed it. */
export interface ObservedToolCall {
  name: string;
  /** The arguments as the model wrote them (JSON text, possibly malformed). */
  arguments: string;
}

/** What one task's turn(s) did, as measured from outside Hearth. */
export interface TurnObservation {
  /** The spoken answer of the last turn (handled / not-handled / intent text). */
  spoken: string;
  outcome: 'handled' | 'not-handled' | 'intent' | 'error';
  intents: { name: string; slots: Record<string, unknown> }[];
  /** Everything the model wrote as text, every request of the task (before Hearth cleaned it). */
  modelText: string;
  toolCalls: ObservedToolCall[];
  tokens: { input: number; output: number; cached: number };
  modelRequests: number;
  /** Transcript sent → first `handled-chunk` of the last turn (ms); undefined without a chunk. */
  firstChunkMs: number | undefined;
  /** Transcript sent → the turn's last event (ms). */
  totalMs: number;
  /** Why the turn could not be run or read (connection refused, timeout). */
  error?: string;
}

export interface TaskResult {
  taskId: string;
  category: TaskCategory;
  language: string;
  text: string;
  passed: boolean;
  failure?: FailureKind;
  /** One line saying what went wrong, for people. */
  detail?: string;
  spoken: string;
  toolCalls: ObservedToolCall[];
  firstChunkMs: number | undefined;
  totalMs: number;
  tokens: { input: number; output: number; cached: number };
}

export interface CategoryScore {
  passed: number;
  total: number;
}

export interface ModelReport {
  model: string;
  baseUrl: string;
  /** Share of tasks passed, 0–1. */
  score: number;
  passed: number;
  total: number;
  byCategory: Partial<Record<TaskCategory, CategoryScore>>;
  failures: Partial<Record<FailureKind, number>>;
  /** Median and 95th percentile, ms. */
  firstChunkMs: { median: number | undefined; p95: number | undefined };
  totalMs: { median: number | undefined; p95: number | undefined };
  tokens: { input: number; output: number; cached: number };
  toolCalls: number;
  results: TaskResult[];
}

export interface EvalReport {
  /** `eval-<iso time>`; file name of the saved report. */
  id: string;
  startedAt: string;
  finishedAt: string;
  seed: number;
  home: { name: string; entities: number; exposed: number; languages: string[] };
  tasks: EvalTask[];
  /** Categories this home could not produce a task for, and why. */
  skipped: { category: TaskCategory; reason: string }[];
  models: ModelReport[];
}

export interface EvalProgress {
  model: string;
  modelIndex: number;
  models: number;
  done: number;
  total: number;
  /** The task that just finished. */
  last?: TaskResult;
}
