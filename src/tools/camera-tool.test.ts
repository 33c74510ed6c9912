import { mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { pruneSnapshots } from './camera-tool.js';

function snapshotName(camera: string, minute: number): string {
  const time = new Date(Date.UTC(2026, 0, 1, 0, minute)).toISOString().replace(/[:.]/g, '-');
  return `camera_${camera}-${time}.jpg`;
}

describe('pruneSnapshots', () => {
  it('keeps the newest snapshots across cameras and never touches other files', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'hearth-snapshots-'));
    for (let minute = 0; minute < 30; minute += 1) {
      writeFileSync(join(folder, snapshotName(minute % 2 === 0 ? 'front_door' : 'garden_2', minute)), 'jpg');
    }
    writeFileSync(join(folder, 'holiday.jpg'), 'a user file');
    writeFileSync(join(folder, 'camera_front_door-notes.txt'), 'not ours either');

    expect(await pruneSnapshots(folder, 10)).toBe(20);
    const left = readdirSync(folder).sort();
    expect(left).toContain('holiday.jpg');
    expect(left).toContain('camera_front_door-notes.txt');
    const kept = left.filter((name) => name.endsWith('Z.jpg'));
    expect(kept).toHaveLength(10);
    const expected = Array.from({ length: 10 }, (_, index) => 20 + index).map((minute) =>
      snapshotName(minute % 2 === 0 ? 'front_door' : 'garden_2', minute),
    );
    expect(kept).toEqual(expected.sort());
  });
});
