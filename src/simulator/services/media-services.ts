// media_player services: power, transport, volume, source, next track through a small fixed playlist.
// Computes the next player state only.
import type { StoredState } from '../house-types.js';
import {
  ServiceCallError,
  booleanField,
  entityService,
  numberArgument,
  numberField,
  textField,
} from './service-definition.js';
import type { EntityEffect, ServiceTable } from './service-definition.js';

const PLAYLIST = [
  { media_title: 'Clair de Lune', media_artist: 'Claude Debussy', media_album_name: 'Suite bergamasque' },
  { media_title: 'So What', media_artist: 'Miles Davis', media_album_name: 'Kind of Blue' },
  { media_title: 'Dynamite', media_artist: 'BTS', media_album_name: 'BE' },
  { media_title: 'Das Model', media_artist: 'Kraftwerk', media_album_name: 'Die Mensch-Maschine' },
];

function update(player: StoredState, changes: Record<string, unknown>, state?: string): EntityEffect {
  return { ...(state ? { state } : {}), attributes: { ...player.attributes, ...changes } };
}

function track(player: StoredState, offset: number): EntityEffect {
  const current = PLAYLIST.findIndex((item) => item.media_title === player.attributes['media_title']);
  const next = PLAYLIST[(current + offset + PLAYLIST.length) % PLAYLIST.length]!;
  return update(player, { ...next, media_content_type: 'music' }, 'playing');
}

function volume(player: StoredState, level: number): EntityEffect {
  return update(player, { volume_level: Math.round(Math.max(0, Math.min(1, level)) * 100) / 100 });
}

const target = ['media_player'];

export const mediaServices: ServiceTable = {
  media_player: {
    turn_on: entityService(target, 'Turn on', {}, (player) =>
      player.state === 'off' ? { state: 'idle' } : undefined,
    ),
    turn_off: entityService(target, 'Turn off', {}, () => ({ state: 'off' })),
    toggle: entityService(target, 'Toggle', {}, (player) => ({
      state: player.state === 'off' ? 'idle' : 'off',
    })),
    media_play: entityService(target, 'Play', {}, (player) =>
      player.attributes['media_title'] ? { state: 'playing' } : track(player, 1),
    ),
    media_pause: entityService(target, 'Pause', {}, () => ({ state: 'paused' })),
    media_play_pause: entityService(target, 'Play/Pause', {}, (player) => ({
      state: player.state === 'playing' ? 'paused' : 'playing',
    })),
    media_stop: entityService(target, 'Stop', {}, () => ({ state: 'idle' })),
    media_next_track: entityService(target, 'Next', {}, (player) => track(player, 1)),
    media_previous_track: entityService(target, 'Previous', {}, (player) => track(player, -1)),
    volume_set: entityService(
      target,
      'Set volume',
      { volume_level: numberField(0, 1, true) },
      (player, { data }) => volume(player, numberArgument(data, 'volume_level', 0, 1) ?? 0),
    ),
    volume_up: entityService(target, 'Turn up volume', {}, (player) =>
      volume(player, Number(player.attributes['volume_level'] ?? 0) + 0.1),
    ),
    volume_down: entityService(target, 'Turn down volume', {}, (player) =>
      volume(player, Number(player.attributes['volume_level'] ?? 0) - 0.1),
    ),
    volume_mute: entityService(
      target,
      'Mute/unmute',
      { is_volume_muted: booleanField() },
      (player, { data }) => update(player, { is_volume_muted: data['is_volume_muted'] === true }),
    ),
    select_source: entityService(target, 'Select source', { source: textField(true) }, (player, { data }) => {
      const sources = player.attributes['source_list'];
      if (Array.isArray(sources) && !sources.includes(data['source'])) {
        throw new ServiceCallError(
          'home_assistant_error',
          `Source ${String(data['source'])} is not available`,
        );
      }
      return update(player, { source: data['source'] });
    }),
    play_media: entityService(
      target,
      'Play media',
      { media_content_id: textField(true), media_content_type: textField(true) },
      (player, { data }) =>
        update(
          player,
          {
            media_content_id: data['media_content_id'],
            media_content_type: data['media_content_type'],
            media_title: String(data['media_content_id']),
            media_artist: null,
          },
          'playing',
        ),
    ),
  },
};
