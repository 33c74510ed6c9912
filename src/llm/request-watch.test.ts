import { describe, expect, it } from 'vitest';
import { LOCAL_FIRST_BYTE_TIMEOUT_MS, RequestWatch, requestDeadlines } from './request-watch.js';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('RequestWatch', () => {
  it('waits the longer first-byte deadline before the response starts', async () => {
    const watch = new RequestWatch(undefined, { idleMs: 40, firstMs: 250 });
    try {
      await sleep(120);
      expect(watch.signal.aborted).toBe(false);
      await sleep(250);
      expect(watch.signal.aborted).toBe(true);
      expect(watch.reason).toBe('timeout');
    } finally {
      watch.dispose();
    }
  });

  it('holds the short idle deadline once something arrived', async () => {
    const watch = new RequestWatch(undefined, { idleMs: 40, firstMs: 5_000 });
    try {
      await sleep(20);
      watch.touch();
      const touched = performance.now();
      while (!watch.signal.aborted && performance.now() - touched < 1_000) await sleep(5);
      expect(watch.reason).toBe('timeout');
      expect(performance.now() - touched).toBeLessThan(500);
    } finally {
      watch.dispose();
    }
  });

  it('lives as long as something keeps arriving, and ends a whole window (and at most a quarter more) into a silence', async () => {
    const watch = new RequestWatch(undefined, { idleMs: 120, firstMs: 120 });
    try {
      const started = performance.now();
      // Four windows of reads 20 ms apart: never a window of silence.
      while (performance.now() - started < 480) {
        watch.touch();
        await sleep(20);
        expect(watch.signal.aborted).toBe(false);
      }
      watch.touch();
      const last = performance.now();
      await sleep(90);
      expect(watch.signal.aborted).toBe(false);
      while (!watch.signal.aborted && performance.now() - last < 1_000) await sleep(2);
      expect(watch.reason).toBe('timeout');
      const silence = performance.now() - last;
      expect(silence).toBeGreaterThanOrEqual(119);
      // 150 ms at most, plus what a busy machine adds to timers.
      expect(silence).toBeLessThan(150 + 150);
    } finally {
      watch.dispose();
    }
  });
});

describe('requestDeadlines', () => {
  it('gives a server at home five minutes for its first byte, and 60 s of silence between events', () => {
    for (const baseUrl of [
      'http://192.168.1.20:11434/v1',
      'http://localhost:8080/v1',
      'http://ollama:11434',
    ]) {
      expect(requestDeadlines({ baseUrl })).toEqual({ idleMs: 60_000, firstMs: LOCAL_FIRST_BYTE_TIMEOUT_MS });
    }
    expect(LOCAL_FIRST_BYTE_TIMEOUT_MS).toBe(300_000);
  });

  it('keeps 60 s for a cloud endpoint, and a deadline the caller set for both', () => {
    expect(requestDeadlines({ baseUrl: 'https://api.openai.com/v1' })).toEqual({
      idleMs: 60_000,
      firstMs: 60_000,
    });
    expect(requestDeadlines({ baseUrl: 'http://127.0.0.1:9/v1', timeoutMs: 200 })).toEqual({
      idleMs: 200,
      firstMs: 200,
    });
  });
});
