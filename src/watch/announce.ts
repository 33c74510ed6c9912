// Speaks a fired watch through Home Assistant: `assist_satellite.announce` on the satellite that asked,
// or `tts.speak` to a chosen (exposed) media player with the home's first text-to-speech engine.
import type { Entity, HomeAssistantClient } from '../ha/types.js';
import type { Watch } from './watch.js';

export interface AnnouncerOptions {
  client: Pick<HomeAssistantClient, 'callService' | 'home'>;
  /** The words for this firing (never throws). */
  compose: (watch: Watch, entity: Entity) => Promise<string>;
  /** Longest wait for Home Assistant's answer. Default 15 s. */
  timeoutMs?: number;
}

export class AnnounceError extends Error {
  override readonly name = 'AnnounceError';
  readonly code: 'no-target' | 'no-tts-engine';
  constructor(code: AnnounceError['code'], message: string) {
    super(message);
    this.code = code;
  }
}

/** The `speak` a Watcher is given. */
export function createAnnouncer(options: AnnouncerOptions): (watch: Watch, entity: Entity) => Promise<void> {
  const { client } = options;
  const timeoutMs = options.timeoutMs ?? 15_000;
  return async (watch, entity) => {
    const target = watch.target;
    if (target.kind === 'media_player' && client.home.entity(target.entityId)?.exposed !== true) {
      throw new AnnounceError('no-target', `${target.entityId} is gone or no longer exposed`);
    }
    const message = await options.compose(watch, entity);
    if (target.kind === 'satellite') {
      await client.callService(
        'assist_satellite',
        'announce',
        { message },
        { entity_id: [target.entityId] },
        {
          timeoutMs,
        },
      );
      return;
    }
    const engine = findTtsEngine(client.home.entities());
    if (engine === undefined) throw new AnnounceError('no-tts-engine', 'Home Assistant has no tts entity');
    await client.callService(
      'tts',
      'speak',
      { media_player_entity_id: target.entityId, message },
      { entity_id: [engine] },
      { timeoutMs },
    );
  };
}

/** The first text-to-speech entity of the home (tts.speak needs one). */
export function findTtsEngine(entities: Iterable<Entity>): string | undefined {
  for (const entity of entities) if (entity.domain === 'tts') return entity.id;
  return undefined;
}
