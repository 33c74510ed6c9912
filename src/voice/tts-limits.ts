// What one client may ask of the Hearth voice, as conversation turns are bounded (4,000 characters,
// 64 at once): anyone on the Wyoming port can send TTS requests, and each one costs memory here and a
// connection and synthesis time at the upstream.

/** Characters one synthesize request may carry (one-shot text, or a stream's chunks together). */
export const MAX_TTS_TEXT_CHARS = 10_000;
/** Requests passed through to the upstream at once; more wait for a free one. */
export const MAX_UPSTREAM_REQUESTS = 8;
/** Requests waiting for the upstream; past it a request is refused with `tts-busy`. */
export const MAX_WAITING_REQUESTS = 64;
