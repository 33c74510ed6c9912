// Which Assist satellite a turn came from: the entity Home Assistant named, or the satellite entity of the
// device it named (through the registries). Timers, broadcasts and announcements need one.
import type { HomeModel } from '../../ha/types.js';
import type { ToolContext } from '../tool.js';

export interface SatelliteRef {
  /** The `assist_satellite.*` entity, when known. */
  entityId?: string;
  /** Its Home Assistant device, when known. */
  deviceId?: string;
}

/**
 * The satellite of this turn, or undefined when the request came from somewhere that cannot ring
 * (a text chat, `hearth ask` without `--device`, a device that is not a satellite).
 */
export function findSatellite(
  home: Pick<HomeModel, 'entity' | 'query'> | undefined,
  context: Pick<ToolContext, 'deviceId' | 'satelliteId'>,
): SatelliteRef | undefined {
  const { deviceId, satelliteId } = context;
  if (satelliteId !== undefined && satelliteId.startsWith('assist_satellite.')) {
    const fromHome = home?.entity(satelliteId)?.deviceId ?? undefined;
    const device = deviceId ?? fromHome;
    return { entityId: satelliteId, ...(device === undefined ? {} : { deviceId: device }) };
  }
  if (deviceId === undefined || home === undefined) return undefined;
  const entity = home.query({ deviceId, domain: 'assist_satellite' })[0];
  return entity === undefined ? undefined : { entityId: entity.id, deviceId };
}
