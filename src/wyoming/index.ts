// The Wyoming protocol for Node: framing, typed events, a TCP server and client. Imports only node:*.
export { PROTOCOL_VERSION, type WyomingEvent } from './wyoming-event.js';
export { WyomingProtocolError, type WyomingProtocolErrorCode } from './wyoming-protocol-error.js';
export { encodeEvent, MAX_WRITTEN_HEADER_BYTES } from './encode-event.js';
export { EventDecoder, DEFAULT_DECODER_LIMITS, type DecoderLimits } from './event-decoder.js';
export { readEvents } from './read-events.js';
export {
  describe,
  info,
  isDescribe,
  parseInfo,
  type Artifact,
  type Attribution,
  type HandleModel,
  type HandleProgram,
  type Info,
  type IntentModel,
  type IntentProgram,
  type TtsProgram,
  type TtsVoice,
  type TtsVoiceSpeaker,
} from './info.js';
export {
  parseSynthesize,
  parseSynthesizeChunk,
  parseSynthesizeStart,
  parseVoice,
  synthesize,
  synthesizeChunk,
  synthesizeStart,
  synthesizeStop,
  synthesizeStopped,
  type SynthesizeData,
  type SynthesizeVoice,
} from './tts.js';
export {
  audioChunk,
  audioStart,
  audioStop,
  parseAudioFormat,
  sameFormat,
  type AudioFormat,
} from './audio.js';
export { transcript, parseTranscript, type TranscriptData } from './asr.js';
export {
  intent,
  intentsStart,
  intentsStop,
  isIntentsStart,
  isIntentsStop,
  notRecognized,
  parseIntent,
  parseNotRecognized,
  recognize,
  type IntentData,
  type IntentEntity,
} from './intent.js';
export {
  handled,
  handledChunk,
  handledStart,
  handledStop,
  isHandledStop,
  notHandled,
  parseHandled,
  parseHandledChunk,
  parseHandledStart,
  parseNotHandled,
  type ResponseData,
  type WyomingContext,
} from './handle.js';
export { errorEvent, parseError, type ErrorData } from './error-event.js';
export { ping, pong, parsePing, parsePong } from './ping.js';
export type { WyomingLogger } from './wyoming-logger.js';
export { WyomingServer, type WyomingServerOptions } from './wyoming-server.js';
export type { WyomingConnection, WyomingHandler } from './server-connection.js';
export { WyomingClient, type WyomingClientOptions } from './wyoming-client.js';
