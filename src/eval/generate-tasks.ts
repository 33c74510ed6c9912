// Tasks generated from a home: every category the home can give, spread evenly, in the home's languages
// by turns. The same snapshot, languages, count and seed always give the same tasks.
import { actionCandidates, type Candidate } from './action-candidates.js';
import { askCandidates } from './ask-candidates.js';
import { EvalError } from './eval-error.js';
import {
  DEFAULT_TASK_COUNT,
  MAX_TASK_COUNT,
  TASK_CATEGORIES,
  type EvalTask,
  type TaskCategory,
} from './eval-types.js';
import { seededRandom } from './seeded-random.js';
import { englishPhrasebook, phrasebookFor } from './task-phrases.js';
import type { TaskHome } from './task-home.js';

export interface GeneratedTasks {
  tasks: EvalTask[];
  skipped: { category: TaskCategory; reason: string }[];
}

const WHY_NOT: Record<TaskCategory, string> = {
  switch: 'no exposed light, switch or fan that is on or off',
  'light-level': 'no exposed dimmable light',
  climate: 'no exposed thermostat with a target temperature',
  cover: 'no exposed blind or shade that is open or closed',
  media: 'no exposed media player that is on and sets its volume',
  'state-question': 'no exposed sensor with a number and a unit',
  'area-wide': 'no area with two or more exposed lights',
  plural: 'no floor with exposed lights in two areas',
  'follow-up': 'no exposed light, switch or fan that is off',
  'not-exposed': 'every light, switch and fan is exposed',
  ambiguous: 'no two devices in one room whose names differ only in their last word',
  'needs-confirmation': 'no exposed lock that is locked or garage door that is closed',
  timer: 'no voice satellite in the home',
  'two-actions': 'fewer than two exposed lights, switches or fans',
};

export function generateTasks(
  home: TaskHome,
  options: { count?: number; seed?: number; languages?: readonly string[] } = {},
): GeneratedTasks {
  const count = options.count ?? DEFAULT_TASK_COUNT;
  if (!Number.isInteger(count) || count < 1 || count > MAX_TASK_COUNT) {
    throw new EvalError(
      'invalid-request',
      `The task count must be a whole number from 1 to ${MAX_TASK_COUNT}`,
    );
  }
  const random = seededRandom(options.seed ?? 1);
  const languages = options.languages?.length ? [...options.languages] : ['en'];
  const byCategory = new Map<TaskCategory, Candidate[]>();
  for (const candidate of [...actionCandidates(home), ...askCandidates(home)]) {
    byCategory.set(candidate.category, [...(byCategory.get(candidate.category) ?? []), candidate]);
  }
  const skipped = TASK_CATEGORIES.filter((category) => !byCategory.has(category)).map((category) => ({
    category,
    reason: WHY_NOT[category],
  }));
  const categories = TASK_CATEGORIES.filter((category) => byCategory.has(category));
  if (categories.length === 0) {
    throw new EvalError('no-tasks', 'The home has no exposed device or sensor to make a task from');
  }
  // Each category's candidates in a seeded order, taken in turn so that entities repeat only when they must.
  const queues = new Map(categories.map((category) => [category, random.shuffle(byCategory.get(category)!)]));
  const order = random.shuffle(categories);
  const tasks: EvalTask[] = [];
  for (let index = 0; index < count; index += 1) {
    const category = order[index % order.length]!;
    const queue = queues.get(category)!;
    const candidate = queue[Math.floor(index / order.length) % queue.length]!;
    const language = languages[index % languages.length]!;
    const book = phrasebookFor(language);
    const body = candidate.build(book ?? englishPhrasebook, random);
    tasks.push({
      id: `t${String(index + 1).padStart(2, '0')}`,
      category,
      language: book === undefined ? 'en' : language,
      ...body,
      ...(book === undefined ? { note: `no sentences for "${language}" yet: this task is in English` } : {}),
    });
  }
  return { tasks, skipped };
}
