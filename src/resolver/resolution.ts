// What resolving a target phrase answers, and what it may be told: the types the resolver and the
// tools that use it share. No logic here.

export interface ResolveOptions {
  /** A domain the model named explicitly; only entities of it are considered. */
  domain?: string | undefined;
  /** The area of the satellite the user spoke to, for "the lights". */
  satelliteAreaId?: string | undefined;
  /** Domains the request's verb acts on ("lock" → lock): preferred when the phrase names no kind. */
  prefer?: readonly string[] | undefined;
  /** The language of the request or the home ("da", "de-AT"): which word endings apply. A hint. */
  language?: string | undefined;
}

export interface Candidate {
  entity_id: string;
  name: string;
  area?: string;
}

export type Resolution =
  | {
      kind: 'found';
      entityIds: string[];
      /** True when a place, a plural kind or "all" was named rather than particular devices. */
      group: boolean;
      /** True when a kind of device was named (explicitly or by a word like "lights"). */
      domainNamed: boolean;
    }
  /** Several entities fit a singular request: every one of them, the satellite's room first. */
  | { kind: 'ambiguous'; candidates: Candidate[] }
  /** An entity by that name exists but is not exposed; suggestions are similar exposed names. */
  | { kind: 'not-exposed'; name: string; suggestions: string[] }
  | { kind: 'empty'; place: string; domain: string | undefined }
  | { kind: 'not-found'; suggestions: string[] };

/** The entities an answer names: what it found, or every candidate it asks between; none otherwise. */
export function answeredIds(answer: Resolution): string[] {
  if (answer.kind === 'found') return answer.entityIds;
  if (answer.kind === 'ambiguous') return answer.candidates.map((candidate) => candidate.entity_id);
  return [];
}
