// Speaking services: `assist_satellite.announce` (the satellite says a message) and `tts.speak` (a TTS
// engine speaks on a media player). The simulator only records them (every call is in serviceCalls).
import { booleanField, entityService, textField } from './service-definition.js';
import type { ServiceTable } from './service-definition.js';

export const announceServices: ServiceTable = {
  assist_satellite: {
    announce: entityService(
      ['assist_satellite'],
      'Announce',
      {
        message: textField(false),
        media_id: textField(false),
        preannounce: booleanField(),
        preannounce_media_id: textField(false),
      },
      () => undefined,
    ),
  },
  tts: {
    speak: entityService(
      ['tts'],
      'Speak',
      {
        media_player_entity_id: textField(true),
        message: textField(true),
        cache: booleanField(),
        language: textField(false),
        options: { selector: { object: {} } },
      },
      () => undefined,
    ),
  },
};
