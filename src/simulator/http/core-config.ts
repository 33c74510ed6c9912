// The Core config object (`get_config`, `/api/config`) for a simulated home.
// Formatting only.
import type { House } from '../house.js';

export function coreConfig(
  house: House,
  version: string,
  state: 'RUNNING' | 'STARTING' = 'RUNNING',
): Record<string, unknown> {
  const metric = house.config.unit_system === 'metric';
  const components = [...new Set([...house.states.keys()].map((entityId) => entityId.split('.')[0]!))].sort();
  return {
    allowlist_external_dirs: ['/config/www', '/media'],
    allowlist_external_urls: [],
    components: [
      'api',
      'conversation',
      'history',
      'logbook',
      'recorder',
      'websocket_api',
      'wyoming',
      ...components,
    ],
    config_dir: '/config',
    config_source: 'storage',
    country: house.config.country,
    currency: house.config.currency,
    debug: false,
    elevation: house.config.elevation,
    external_url: null,
    internal_url: null,
    language: house.config.language,
    latitude: house.config.latitude,
    location_name: house.config.location_name,
    longitude: house.config.longitude,
    radius: 100,
    recovery_mode: false,
    safe_mode: false,
    state,
    time_zone: house.config.time_zone,
    unit_system: metric
      ? {
          length: 'km',
          accumulated_precipitation: 'mm',
          area: 'm²',
          mass: 'g',
          pressure: 'Pa',
          temperature: '°C',
          volume: 'L',
          wind_speed: 'm/s',
        }
      : {
          length: 'mi',
          accumulated_precipitation: 'in',
          area: 'ft²',
          mass: 'lb',
          pressure: 'psi',
          temperature: '°F',
          volume: 'gal',
          wind_speed: 'mph',
        },
    version,
    whitelist_external_dirs: ['/config/www', '/media'],
  };
}
