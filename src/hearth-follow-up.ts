// The follow-up listener on Home Assistant's side: which satellites can be asked to listen
// (`supported_features` has START_CONVERSATION, value 2 in assist_satellite/const.py), and the
// `assist_satellite.start_conversation` call that speaks Hearth's question and opens the microphone.
import type { FollowUpListener } from './conversation/index.js';
import type { HomeAssistantClient } from './ha/index.js';

/** `AssistSatelliteEntityFeature.START_CONVERSATION`. */
const START_CONVERSATION = 2;

export function createFollowUpListener(
  client: Pick<HomeAssistantClient, 'callService' | 'home'>,
): FollowUpListener {
  return {
    satelliteFor({ satelliteId, deviceId }) {
      const home = client.home;
      if (!home.loaded) return undefined;
      let entityId = satelliteId?.startsWith('assist_satellite.') === true ? satelliteId : undefined;
      if (entityId === undefined && deviceId !== undefined)
        entityId = home.query({ deviceId, domain: 'assist_satellite' })[0]?.id;
      if (entityId === undefined) return undefined;
      const features = home.entity(entityId)?.attributes.supported_features;
      return typeof features === 'number' && (features & START_CONVERSATION) !== 0 ? entityId : undefined;
    },
    async startConversation(satelliteId, message, signal) {
      // No chime before it: the question answers what the user just said. The call returns once the
      // message has been played and the satellite listens.
      await client.callService(
        'assist_satellite',
        'start_conversation',
        { start_message: message, preannounce: false },
        { entity_id: [satelliteId] },
        { signal, timeoutMs: 60_000 },
      );
    },
  };
}
