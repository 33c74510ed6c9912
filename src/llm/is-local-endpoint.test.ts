import { describe, expect, it } from 'vitest';
import { isLocalEndpoint } from './is-local-endpoint.js';

describe('isLocalEndpoint', () => {
  it('knows servers at home from cloud providers', () => {
    for (const url of [
      'http://localhost:11434/v1',
      'http://127.0.0.1:8080/v1',
      'http://192.168.1.20:11434/v1',
      'http://10.0.0.5:8000/v1',
      'http://172.20.0.3:1234/v1',
      'http://ollama:11434/v1',
      'http://gpu-box.local:11434/v1',
      'http://[::1]:11434/v1',
      'http://100.101.102.103:11434/v1',
    ]) {
      expect(isLocalEndpoint(url), url).toBe(true);
    }
    for (const url of [
      'https://api.openai.com/v1',
      'https://openrouter.ai/api/v1',
      'http://8.8.8.8/v1',
      'not a url',
    ]) {
      expect(isLocalEndpoint(url), url).toBe(false);
    }
  });
});
