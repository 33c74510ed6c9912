// `HomeModel.waitFor`: resolve when an entity satisfies a predicate, else undefined at the deadline.
// Only the HomeModel surface (entity lookup and change events); no sockets.
import { HomeAssistantError } from './home-assistant-error.js';
import type { Entity, HomeModel } from './types.js';

export function waitForEntity(
  home: Pick<HomeModel, 'entity' | 'subscribe'>,
  entityId: string,
  predicate: (entity: Entity) => boolean,
  options: { timeoutMs: number; signal?: AbortSignal },
): Promise<Entity | undefined> {
  const { timeoutMs, signal } = options;
  if (signal?.aborted) return Promise.reject(new HomeAssistantError('aborted', 'waitFor was aborted'));
  const now = home.entity(entityId);
  if (now !== undefined && predicate(now)) return Promise.resolve(now);
  return new Promise((resolve, reject) => {
    const finish = (): void => {
      clearTimeout(timer);
      unsubscribe();
      signal?.removeEventListener('abort', onAbort);
    };
    const onAbort = (): void => {
      finish();
      reject(new HomeAssistantError('aborted', 'waitFor was aborted'));
    };
    const timer = setTimeout(() => {
      finish();
      resolve(undefined);
    }, timeoutMs);
    const unsubscribe = home.subscribe((event) => {
      if (event.type !== 'state' || event.entityId !== entityId) return;
      if (event.current === undefined || !predicate(event.current)) return;
      finish();
      resolve(event.current);
    });
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}
