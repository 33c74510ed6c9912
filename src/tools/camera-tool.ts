// The camera tool (opt-in): saves a snapshot of an exposed camera under the data dir and returns
// its path. The image bytes come from an injected fetcher (the ha/ client speaks JSON and text).
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import { resolveTargets } from './resolve-targets.js';
import type { Tool } from './tool.js';
import { UNREACHABLE, failure, homeReady } from './tool-deps.js';
import type { ToolDeps } from './tool-deps.js';

export const cameraParameters = z.object({
  target: z.string().min(1).describe('camera name, area or entity id'),
});

/** Fetches a camera's current image (Home Assistant's `/api/camera_proxy/<entity_id>`). */
export type CameraImageFetcher = (entityId: string, signal: AbortSignal) => Promise<Uint8Array>;

export function createCameraTool(
  deps: ToolDeps,
  fetchImage: CameraImageFetcher,
): Tool<typeof cameraParameters> {
  return {
    name: 'camera',
    description: 'Save a snapshot of an exposed camera and return the file path.',
    parameters: cameraParameters,
    execute: async (args, context) => {
      if (!homeReady(deps)) return UNREACHABLE;
      const resolved = resolveTargets(deps, { targets: [args.target], domain: 'camera' }, context);
      if (!resolved.ok) return resolved;
      const camera = resolved.entities[0];
      if (camera === undefined) return { ok: false, error: 'No camera matched.' };
      try {
        const image = await fetchImage(camera.id, context.signal);
        const folder = join(deps.dataDir, 'snapshots');
        await mkdir(folder, { recursive: true, mode: 0o700 });
        const stamp = deps.now().toISOString().replace(/[:.]/g, '-');
        const path = join(folder, `${camera.id.replace('.', '_')}-${stamp}.jpg`);
        await writeFile(path, image, { mode: 0o600 });
        return { ok: true, camera: camera.name, path, bytes: image.byteLength };
      } catch (error) {
        return failure(error, 'camera snapshot');
      }
    },
  };
}
