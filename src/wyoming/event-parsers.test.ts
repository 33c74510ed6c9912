import { describe, expect, it } from 'vitest';
import { parseTranscript, transcript } from './asr.js';
import { errorEvent, parseError } from './error-event.js';
import {
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
} from './handle.js';
import {
  intent,
  intentsStart,
  intentsStop,
  isIntentsStart,
  isIntentsStop,
  notRecognized,
  parseIntent,
  parseNotRecognized,
  recognize,
} from './intent.js';
import { parsePing, parsePong, ping, pong } from './ping.js';

describe('transcript', () => {
  it('parses text, language and context of a transcript', () => {
    const event = transcript('hello', { language: 'en-US', context: { conversation_id: 'c' } });
    expect(parseTranscript(event)).toEqual({
      text: 'hello',
      language: 'en-US',
      context: { conversation_id: 'c' },
    });
  });

  it('treats recognize like a transcript', () => {
    expect(parseTranscript(recognize('hi', { context: { a: 1 } }))).toEqual({
      text: 'hi',
      context: { a: 1 },
    });
  });

  it('leaves out a missing or mistyped language and context, as older Home Assistant sends none', () => {
    expect(parseTranscript({ type: 'transcript', data: { text: 'x', language: 5, context: 'c' } })).toEqual({
      text: 'x',
    });
  });

  it('refuses a transcript without string text and other event types', () => {
    expect(parseTranscript({ type: 'transcript', data: {} })).toBeUndefined();
    expect(parseTranscript({ type: 'transcript', data: { text: null } })).toBeUndefined();
    expect(parseTranscript(handled('x'))).toBeUndefined();
  });

  it('writes no language or context keys when they are undefined', () => {
    expect(transcript('x', { language: undefined }).data).toEqual({ text: 'x' });
  });
});

describe('handle events', () => {
  it('carries text and context through handled and not-handled', () => {
    expect(parseHandled(handled('Done.', { conversation_id: 'c' }))).toEqual({
      text: 'Done.',
      context: { conversation_id: 'c' },
    });
    expect(parseNotHandled(notHandled('Sorry.'))).toEqual({ text: 'Sorry.' });
    expect(parseHandled(notHandled('Sorry.'))).toBeUndefined();
  });

  it('keeps the empty text of handled, which Home Assistant speaks as nothing', () => {
    expect(handled('').data).toEqual({ text: '' });
  });

  it('parses the streaming events', () => {
    expect(parseHandledStart(handledStart({ a: 1 }))).toEqual({ context: { a: 1 } });
    expect(parseHandledStart(handledStart())).toEqual({});
    expect(parseHandledChunk(handledChunk('One. '))).toEqual({ text: 'One. ' });
    expect(parseHandledChunk({ type: 'handled-chunk', data: {} })).toBeUndefined();
    expect(isHandledStop(handledStop())).toBe(true);
    expect(isHandledStop(handledStart())).toBe(false);
  });
});

describe('intent events', () => {
  it('round-trips an intent with entities, text and context', () => {
    const event = intent('HassTurnOn', {
      entities: [{ name: 'name', value: 'lamp' }, { name: 'area' }],
      text: 'ok',
      context: { c: 1 },
    });
    expect(parseIntent(event)).toEqual({
      name: 'HassTurnOn',
      entities: [
        { name: 'name', value: 'lamp' },
        { name: 'area', value: null },
      ],
      text: 'ok',
      context: { c: 1 },
    });
  });

  it('writes no entities key for an intent without entities', () => {
    expect(intent('HassNevermind').data).toEqual({ name: 'HassNevermind' });
    expect(parseIntent(intent('HassNevermind'))).toEqual({ name: 'HassNevermind', entities: [] });
  });

  it('refuses an intent without a name or with a nameless entity', () => {
    expect(parseIntent({ type: 'intent', data: {} })).toBeUndefined();
    expect(parseIntent({ type: 'intent', data: { name: 'x', entities: [{ value: 1 }] } })).toBeUndefined();
  });

  it('parses not-recognized and marks intents-start/stop', () => {
    expect(parseNotRecognized(notRecognized('no match', { c: 2 }))).toEqual({
      text: 'no match',
      context: { c: 2 },
    });
    expect(notRecognized().data).toEqual({});
    expect(isIntentsStart(intentsStart())).toBe(true);
    expect(isIntentsStop(intentsStop())).toBe(true);
    expect(isIntentsStart(intentsStop())).toBe(false);
  });
});

describe('error, ping and pong', () => {
  it('parses error text and code', () => {
    expect(parseError(errorEvent('boom', 'handle-error'))).toEqual({ text: 'boom', code: 'handle-error' });
    expect(parseError(errorEvent('boom'))).toEqual({ text: 'boom' });
    expect(parseError({ type: 'error', data: {} })).toBeUndefined();
  });

  it('echoes ping text into pong, null when the ping had none', () => {
    expect(parsePing(ping('abc'))).toEqual({ text: 'abc' });
    expect(parsePing({ type: 'ping', data: {} })).toEqual({ text: null });
    expect(pong(parsePing(ping())?.text).data).toEqual({ text: null });
    expect(parsePong(pong('abc'))).toEqual({ text: 'abc' });
    expect(parsePong(ping('abc'))).toBeUndefined();
  });
});
