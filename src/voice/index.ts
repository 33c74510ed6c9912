// Hearth's own TTS program (wraps an upstream Wyoming TTS): its public surface.
export { VoiceService } from './voice-service.js';
export type { HandoffPlan, VoiceServiceOptions, VoiceTurnEvent, VoiceTurnInfo } from './voice-service.js';
export { VoiceCatalog, type VoiceCatalogOptions } from './voice-catalog.js';
export {
  UpstreamTts,
  type AudioPiece,
  type UpstreamAddress,
  type UpstreamTtsOptions,
} from './upstream-tts.js';
export { PcmConverter } from './pcm-converter.js';
export { VoiceError, type VoiceErrorCode } from './voice-error.js';
export { findHandoffKey, markText, stripMarks } from './handoff-mark.js';
export type { VoiceLogger } from './voice-logger.js';
