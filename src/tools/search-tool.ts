// The search tool: finds exposed entities by words in any supported language (names, aliases,
// areas, floors, device names, kinds like "Lampe" or "조명"), ranked. Read-only, no states.
import { z } from 'zod';
import {
  compareText,
  KIND_WORDS,
  SEPARATOR,
  STOP_WORDS,
  tokenizePhrase,
  wordScore,
} from '../resolver/index.js';
import type { TargetIndex } from '../resolver/index.js';
import type { Tool, ToolResult } from './tool.js';
import type { ToolDeps } from './tool-deps.js';

export const searchParameters = z.object({
  query: z.string().min(1).describe('e.g. "bedroom temperature", "Küchenlicht"'),
  domain: z.string().optional(),
  limit: z.int().min(1).max(50).optional(),
});

export interface SearchHit {
  entity_id: string;
  name: string;
  domain: string;
  area?: string;
  score: number;
}

/** Ranks the exposed entities of `index` against `text`; best first. */
export function searchEntities(index: TargetIndex, text: string, domain?: string, limit = 10): SearchHit[] {
  const words: string[] = [];
  let kind: string | undefined;
  for (const word of tokenizePhrase(text, index.known)) {
    if (word === SEPARATOR || STOP_WORDS.has(word)) continue;
    const named = KIND_WORDS.get(word)?.domain;
    if (named !== undefined) kind ??= named;
    else words.push(word);
  }
  const areaName = new Map(index.areas.map((area) => [area.id, area.name]));
  const floorWords = new Map(
    index.floors.map((floor) => [floor.id, new Set(floor.names.flatMap((n) => n.split(' ')))]),
  );
  // Candidates come from the word index (and floors named by a word); only they are scored.
  let candidates: Iterable<TargetIndex['entities'][number]> = index.entities;
  if (words.length > 0) {
    const pool = new Set<TargetIndex['entities'][number]>();
    for (const word of words) {
      for (const entity of index.words.loose(word)) pool.add(entity);
      for (const [floorId, names] of floorWords) {
        if (wordScore(word, names) > 0)
          for (const entity of index.entities) if (entity.floorId === floorId) pool.add(entity);
      }
    }
    candidates = pool;
  }
  const hits: SearchHit[] = [];
  for (const entity of candidates) {
    if (domain !== undefined && entity.domain !== domain) continue;
    const floor = entity.floorId === null ? undefined : floorWords.get(entity.floorId);
    let score = kind !== undefined && entity.domain === kind ? 2 : 0;
    for (const word of words)
      score += Math.max(wordScore(word, entity.words), floor === undefined ? 0 : wordScore(word, floor) / 2);
    if (words.length > 0 && entity.names.includes(words.join(' '))) score += 3;
    if (score <= 0 || (words.length > 0 && score <= (kind === entity.domain ? 2 : 0))) continue;
    const area = entity.areaId === null ? undefined : areaName.get(entity.areaId);
    hits.push({
      entity_id: entity.id,
      name: entity.name,
      domain: entity.domain,
      ...(area === undefined ? {} : { area }),
      score,
    });
  }
  return hits.sort((a, b) => b.score - a.score || compareText(a.name, b.name)).slice(0, limit);
}

export function createSearchTool(deps: ToolDeps): Tool<typeof searchParameters> {
  return {
    name: 'search',
    description:
      'Find exposed entities by words in any language; returns ranked entity ids for query or control.',
    parameters: searchParameters,
    execute: (args): Promise<ToolResult> => {
      const hits = searchEntities(deps.targets(), args.query, args.domain, args.limit ?? 10);
      if (hits.length === 0)
        return Promise.resolve({ ok: false, error: `Nothing exposed matches "${args.query}".` });
      return Promise.resolve({ ok: true, results: hits.map(({ score: _score, ...hit }) => hit) });
    },
  };
}
