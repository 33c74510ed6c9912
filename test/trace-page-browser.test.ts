// The trace page in a real browser: headless Chromium (Debian's package, driven by playwright-core)
// opens the page of a running Hearth in demo mode, watches a turn arrive live, opens it, copies it, and
// saves screenshots under test/artifacts/. Skipped, loudly, only when no Chromium is installed.
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestHearth, type TestHearth } from './support/hearth.js';
import { callTools, fail, say, startScriptedModel, type ScriptedModel } from './support/scripted-model.js';
import { ARTIFACTS, chromiumAvailable, openBrowser, type TestBrowser } from './support/chromium.js';

const haveBrowser = chromiumAvailable('trace page browser test');

let model: ScriptedModel;
let hearth: TestHearth;
let page: Page;
let browser: TestBrowser;

describe.skipIf(!haveBrowser)('the trace page in Chromium', () => {
  beforeAll(async () => {
    model = await startScriptedModel();
    hearth = await startTestHearth({ modelUrl: model.url });
    await hearth.homeReady();
    browser = await openBrowser({ width: 1280, height: 860 });
    page = browser.page;
  }, 60_000);

  afterAll(async () => {
    await browser?.close();
    await hearth?.close({ removeData: true });
    await model?.close();
  });

  it('opens the page, sees turns arrive live, opens one, copies it and searches', async () => {
    const url = hearth.hearth.web!.url;
    await page.goto(url);
    await page.locator('#live.on').waitFor({ timeout: 15_000 });

    // A failed turn, then a turn with a tool call, both while the page is open.
    model.enqueue(
      fail(429, { error: { message: 'Rate limit reached for requests per minute', code: 'rate_limit' } }),
    );
    model.enqueue(
      fail(429, { error: { message: 'Rate limit reached for requests per minute', code: 'rate_limit' } }),
    );
    await hearth.ask("what's the weather like");
    model.enqueue(
      callTools(
        [{ name: 'control', arguments: { action: 'turn_on', targets: ['kitchen ceiling'], brightness: 60 } }],
        {
          text: 'One moment.',
          firstDeltaDelayMs: 350,
          usage: { promptTokens: 1480, completionTokens: 31, cachedTokens: 1280 },
        },
      ),
      say('The kitchen ceiling light is on at 60 percent. Anything else?', {
        firstDeltaDelayMs: 250,
        delayMs: 20,
        usage: { promptTokens: 1562, completionTokens: 15, cachedTokens: 1408 },
      }),
    );
    const asked = hearth.ask('turn on the kitchen light at 60 percent', { conversationId: 'browser-1' });
    const row = page.locator('.row', { hasText: 'turn on the kitchen light at 60 percent' });
    await row.waitFor({ timeout: 15_000 });
    expect((await asked).outcome).toBe('handled');
    await expect.poll(() => row.locator('.badge').textContent(), { timeout: 15_000 }).toBe('answered');
    await page.screenshot({ path: join(ARTIFACTS, 'trace-list.png') });

    await row.click();
    await page.locator('#detail .timeline').waitFor({ timeout: 10_000 });
    const detail = page.locator('#detail');
    await expect.poll(() => detail.textContent()).toContain('kitchen ceiling light is on');
    expect(await detail.locator('.timeline .name').allTextContents()).toEqual(
      expect.arrayContaining([
        'turn start',
        'model step 1',
        'control',
        'model step 2',
        'first chunk',
        'handled',
      ]),
    );
    expect(await detail.locator('table tr').count()).toBe(3);
    await page.screenshot({ path: join(ARTIFACTS, 'trace-overview.png') });
    await detail.locator('details.tool summary').first().click();
    await expect
      .poll(() => detail.locator('details.tool pre').first().textContent())
      .toContain('kitchen ceiling');
    await page.screenshot({ path: join(ARTIFACTS, 'trace-detail.png'), fullPage: true });

    await detail.locator('#copy-json').click();
    await expect.poll(() => detail.locator('#copy-json').textContent()).toBe('Copied');

    await page.locator('#search').fill('weather');
    await expect.poll(() => page.locator('.row').count(), { timeout: 5_000 }).toBe(1);
    await page.locator('.row').first().click();
    await expect.poll(() => detail.locator('.error').textContent()).toContain('Rate limit reached');
    await page.screenshot({ path: join(ARTIFACTS, 'trace-failed.png'), fullPage: true });
  }, 90_000);

  it('shows the same page in dark mode', async () => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.locator('#search').fill('');
    await expect.poll(() => page.locator('.row').count(), { timeout: 5_000 }).toBe(2);
    await page.locator('.row').nth(0).click();
    await page.locator('#detail .timeline').waitFor({ timeout: 10_000 });
    await page.screenshot({ path: join(ARTIFACTS, 'trace-dark.png') });
  }, 30_000);

  it('lists long-term memories on the Memories tab and deletes one', async () => {
    await page.emulateMedia({ colorScheme: 'light' });
    const store = hearth.hearth.memory!.store;
    store.remember({ fact: 'Anna is vegetarian', about: 'Anna', source: 'told' });
    store.remember({ fact: '<img src=x onerror=alert(1)> likes tea', source: 'extracted' });
    await page.locator('#tab-memories').click();
    const rows = page.locator('#memory-list .memory-row');
    await expect.poll(() => rows.count(), { timeout: 5_000 }).toBe(2);
    expect(await page.locator('main.layout').isHidden()).toBe(true);
    expect(await page.locator('#memory-list img').count()).toBe(0);
    await page.screenshot({ path: join(ARTIFACTS, 'trace-memories.png') });
    await rows.filter({ hasText: 'Anna is vegetarian' }).locator('button').click();
    await expect.poll(() => rows.count(), { timeout: 5_000 }).toBe(1);
    expect(store.list().map((memory) => memory.fact)).toEqual(['<img src=x onerror=alert(1)> likes tea']);
    await page.locator('#tab-turns').click();
    expect(await page.locator('main.layout').isVisible()).toBe(true);
  }, 30_000);
  it("clears a conversation's history from its row in the turn list", async () => {
    const row = page.locator('.row', { hasText: 'turn on the kitchen light at 60 percent' });
    const clear = row.locator('button.clear');
    expect(await clear.textContent()).toBe('Clear');
    expect(await clear.getAttribute('title')).toContain('browser-1');
    // A turn without a conversation id has nothing to clear.
    expect(
      await page.locator('.row', { hasText: "what's the weather like" }).locator('button.clear').count(),
    ).toBe(0);
    await clear.click();
    await expect.poll(() => row.locator('button.clear').textContent(), { timeout: 5_000 }).toBe('Cleared');
    expect(await row.locator('button.clear').isDisabled()).toBe(true);
    await page.screenshot({ path: join(ARTIFACTS, 'trace-clear.png') });

    model.enqueue(say('Hello again.'));
    await hearth.ask('hello', { conversationId: 'browser-1' });
    const users = (model.requests.at(-1)?.body.messages ?? []).filter((message) => message.role === 'user');
    expect(users.map((message) => String(message.content)).join(' ')).not.toContain('60 percent');
  }, 30_000);
});
