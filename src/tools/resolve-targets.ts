// Resolves the targets of one tool call (names, places, entity ids) into exposed entity ids, or
// into the failure value the model reads: candidates, "did you mean", "not exposed", "which area".
import type { Entity } from '../ha/types.js';
import { isVisible, resolveTarget, tooLongToName } from '../resolver/index.js';
import type { Candidate } from '../resolver/index.js';
import type { ToolContext } from './tool.js';
import type { ToolDeps } from './tool-deps.js';

/** Candidates listed to the model for one ambiguous target. */
const MAX_CANDIDATES = 25;

export interface ResolvedTargets {
  ok: true;
  entities: Entity[];
  /** True when some target named a place or "all" rather than particular devices. */
  group: boolean;
  /** True when every group target also named a kind of device. */
  domainNamed: boolean;
}

/** A failure the model reads (a ToolResult with ok: false). */
export type TargetFailure = { ok: false; error: string } & Record<string, unknown>;

export interface TargetRequest {
  targets?: readonly string[] | undefined;
  entityIds?: readonly string[] | undefined;
  domain?: string | undefined;
  /** Domains the action acts on, preferred when the target names no kind. */
  prefer?: readonly string[] | undefined;
}

export function satelliteArea(deps: ToolDeps, context: ToolContext): string | undefined {
  if (context.deviceId === undefined) return undefined;
  return deps.home.locateDevice(context.deviceId)?.areaId ?? undefined;
}

export function resolveTargets(
  deps: ToolDeps,
  request: TargetRequest,
  context: ToolContext,
): ResolvedTargets | TargetFailure {
  const index = deps.targets();
  const ids = new Set<string>();
  let group = false;
  let domainNamed = true;
  const ambiguous: { target: string; choices: string[]; candidates: Candidate[]; more?: number }[] = [];
  const texts = [...(request.entityIds ?? []), ...(request.targets ?? [])];
  if (texts.length === 0)
    return { ok: false, error: 'Name at least one target (a device, area, floor or entity id).' };
  const options = {
    domain: request.domain,
    prefer: request.prefer,
    satelliteAreaId: satelliteArea(deps, context),
    language: context.language,
  };
  const long = texts.find(tooLongToName);
  if (long !== undefined)
    return {
      ok: false,
      error: `A target of ${long.length} characters is longer than any name: pass only the words that name each device, area or floor, one target each.`,
    };
  for (const text of texts) {
    const resolution = resolveTarget(index, text, options);
    switch (resolution.kind) {
      case 'found':
        for (const id of resolution.entityIds) ids.add(id);
        group ||= resolution.group;
        if (resolution.group && !resolution.domainNamed) domainNamed = false;
        break;
      case 'ambiguous':
        // Every candidate, satellite's room first; a home-sized list is cut so the model can still ask.
        ambiguous.push({
          target: text,
          choices: choices(resolution.candidates.slice(0, MAX_CANDIDATES)),
          candidates: resolution.candidates.slice(0, MAX_CANDIDATES),
          ...(resolution.candidates.length > MAX_CANDIDATES
            ? { more: resolution.candidates.length - MAX_CANDIDATES }
            : {}),
        });
        break;
      case 'not-exposed':
        return {
          ok: false,
          error: `"${text}" is the entity "${resolution.name}": it exists but is not exposed to Assist, so it cannot be used. Tell the user; they can expose it in Home Assistant under Settings > Voice assistants > Expose.`,
          ...(resolution.suggestions.length > 0 ? { did_you_mean: resolution.suggestions } : {}),
        };
      case 'empty':
        return {
          ok: false,
          error: `There is no exposed ${resolution.domain ?? 'device'} in ${resolution.place}.`,
        };
      case 'not-found':
        return {
          ok: false,
          error: `Nothing exposed is called "${text}". Do not guess; ask the user or use search.`,
          ...(resolution.suggestions.length > 0 ? { did_you_mean: resolution.suggestions } : {}),
        };
    }
  }
  if (ambiguous.length > 0) {
    return {
      ok: false,
      error:
        'Ambiguous target: one thing was asked for and several fit. Do not act on all of them: ask the user which one they mean, naming the choices, then call again with its entity id.',
      ambiguous,
    };
  }
  // Re-checked against exposure now, not when the index was built.
  const entities = [...ids]
    .map((id) => deps.home.entity(id))
    .filter((entity): entity is Entity => isVisible(entity, deps.domainAllowlist));
  if (entities.length === 0) return { ok: false, error: 'None of the targets is exposed to the assistant.' };
  return { ok: true, entities, group, domainNamed };
}

/**
 * What the user hears to choose between the candidates: the name, with the area where names repeat
 * ("Nachtlicht (Lenas Zimmer)" and "Nachtlicht (Zimmer Max)") or an area tells them apart.
 */
function choices(candidates: readonly Candidate[]): string[] {
  const count = new Map<string, number>();
  for (const candidate of candidates) count.set(candidate.name, (count.get(candidate.name) ?? 0) + 1);
  return candidates.map((candidate) =>
    (count.get(candidate.name) ?? 0) > 1 && candidate.area !== undefined
      ? `${candidate.name} (${candidate.area})`
      : candidate.name,
  );
}
