// The camera tool (opt-in): saves a snapshot of an exposed camera in the snapshot folder, keeps only
// the newest SNAPSHOT_LIMIT there, and returns the path. The image bytes come from an injected
// fetcher (the ha/ client speaks JSON and text).
import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import { resolveTargets } from './resolve-targets.js';
import type { Tool } from './tool.js';
import { UNREACHABLE, failure, homeReady } from './tool-deps.js';
import type { ToolDeps } from './tool-deps.js';
import { compareText } from '../resolver/index.js';

/** Snapshots kept; older ones are deleted when a new one is saved. */
export const SNAPSHOT_LIMIT = 50;
/** Only files Hearth wrote are ever deleted: `<domain>_<object_id>-<ISO time>.jpg`. */
const SNAPSHOT_NAME = /^camera_[a-z0-9_]+-(\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d-\d{3}Z)\.jpg$/;

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
        const folder = deps.snapshotDir;
        await mkdir(folder, { recursive: true, mode: 0o750 });
        const stamp = deps.now().toISOString().replace(/[:.]/g, '-');
        const path = join(folder, `${camera.id.replace('.', '_')}-${stamp}.jpg`);
        await writeFile(path, image, { mode: 0o640 });
        await pruneSnapshots(folder, SNAPSHOT_LIMIT);
        return { ok: true, camera: camera.name, path, bytes: image.byteLength };
      } catch (error) {
        return failure(error, 'camera snapshot');
      }
    },
  };
}

/** Deletes the oldest of Hearth's snapshots beyond `keep` (names sort by time within a camera). */
export async function pruneSnapshots(folder: string, keep: number): Promise<number> {
  const ours = (await readdir(folder)).filter((name) => SNAPSHOT_NAME.test(name));
  const byTime = ours.sort((a, b) => compareText(timeOf(a), timeOf(b)) || compareText(a, b));
  const excess = byTime.slice(0, Math.max(0, byTime.length - keep));
  await Promise.all(excess.map((name) => rm(join(folder, name), { force: true })));
  return excess.length;
}

function timeOf(name: string): string {
  return SNAPSHOT_NAME.exec(name)?.[1] ?? '';
}
