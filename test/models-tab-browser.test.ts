// The trace page's Models tab in a real browser: headless Chromium (Debian's package, driven by
// playwright-core) starts an evaluation of three scripted models on the demo home from the page, watches its
// progress, then compares the runs side by side in the chart and the table. Screenshots go to test/artifacts/.
// Skipped, loudly, only when no Chromium is installed.
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateTasks, snapshotHome, taskHome } from '../src/eval/index.js';
import { evalModels } from './support/eval-models.js';
import { startTestHearth, type TestHearth } from './support/hearth.js';
import { startScriptedModel, type ScriptedModel } from './support/scripted-model.js';
import { ARTIFACTS, chromiumAvailable, openBrowser, type TestBrowser } from './support/chromium.js';

const haveBrowser = chromiumAvailable('Models tab browser test');

let model: ScriptedModel;
let hearth: TestHearth;
let page: Page;
let browser: TestBrowser;

describe.skipIf(!haveBrowser)('the Models tab in Chromium', () => {
  beforeAll(async () => {
    model = await startScriptedModel();
    hearth = await startTestHearth({ modelUrl: model.url });
    await hearth.homeReady();
    // The page asks for 14 tasks with seed 2 in the home's language: the scripted models know those tasks.
    const snapshot = await snapshotHome(hearth.hearth.homeAssistant!);
    model.setFallback(
      evalModels(generateTasks(taskHome(snapshot), { count: 14, seed: 2, languages: ['en'] }).tasks),
    );
    browser = await openBrowser({ width: 1280, height: 1000 });
    page = browser.page;
  }, 60_000);

  afterAll(async () => {
    await browser?.close();
    await hearth?.close({ removeData: true });
    await model?.close();
  });

  it('starts an evaluation, shows its progress and compares the runs side by side', async () => {
    await page.goto(hearth.hearth.web!.url);
    await page.locator('#tab-models').click();
    expect(await page.locator('main.layout').isHidden()).toBe(true);
    await expect.poll(() => page.locator('#eval-models').inputValue()).toBe('scripted-model');
    expect(await page.locator('#eval-empty').isVisible()).toBe(true);

    await page.locator('#eval-models').fill('careful, sloppy, inventor');
    await page.locator('#eval-tasks').fill('14');
    await page.locator('#eval-seed').fill('2');
    await page.locator('#eval-start').click();
    await page.locator('#eval-progress').waitFor({ state: 'visible', timeout: 10_000 });
    expect(await page.locator('#eval-start').isDisabled()).toBe(true);
    await expect
      .poll(() => page.locator('#eval-progress-text').textContent(), { timeout: 30_000 })
      .toMatch(/\/14/);
    await page.screenshot({ path: join(ARTIFACTS, 'models-running.png') });
    await page.locator('#eval-progress').waitFor({ state: 'hidden', timeout: 120_000 });

    const header = page.locator('#eval-table tr').first().locator('th');
    await expect.poll(() => header.count(), { timeout: 10_000 }).toBe(4);
    expect(await header.allTextContents()).toEqual([
      '',
      expect.stringMatching(/^careful · /),
      expect.stringMatching(/^sloppy · /),
      expect.stringMatching(/^inventor · /),
    ]);
    const score = page.locator('#eval-table tr', { hasText: 'score' }).first().locator('td');
    expect(await score.nth(1).textContent()).toBe('100 % (14/14)');
    expect(await score.nth(1).getAttribute('class')).toBe('best');
    expect(await page.locator('#eval-table tr', { hasText: 'no-tool-call' }).count()).toBe(1);
    expect(await page.locator('#eval-table tr', { hasText: 'invented-entity' }).count()).toBe(1);
    // One bar per model and group (overall + each category); a category a model never met has none.
    expect(await page.locator('#eval-chart rect').count()).toBe(3 * 15);

    // A second run: the newest columns come first, the earlier run stays beside them.
    await page.locator('#eval-models').fill('careful');
    await page.locator('#eval-start').click();
    await expect.poll(() => header.count(), { timeout: 120_000 }).toBe(5);
    expect(await page.locator('#eval-chart rect').count()).toBe(4 * 15);
    expect(model.requests.every((request) => request.headers['authorization'] === '[redacted]')).toBe(true);
    await page.screenshot({ path: join(ARTIFACTS, 'models.png'), fullPage: true });
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.screenshot({ path: join(ARTIFACTS, 'models-dark.png') });
    await page.emulateMedia({ colorScheme: 'light' });
    // Back to the turns: the Models view hides, the turn list shows again.
    await page.locator('#tab-turns').click();
    expect(await page.locator('#models').isHidden()).toBe(true);
    expect(await page.locator('main.layout').isVisible()).toBe(true);
    // Nothing of the evaluation reached the home Hearth serves.
    expect(hearth.hearth.simulator!.serviceCalls).toEqual([]);
  }, 240_000);

  it('refuses a start without its header and a second one while one runs', async () => {
    const url = new URL('api/evals', hearth.hearth.web!.url);
    const plain = await fetch(url, { method: 'POST', body: JSON.stringify({ models: ['careful'] }) });
    expect(plain.status).toBe(403);
    const headers = { 'x-hearth-request': 'start-eval', 'content-type': 'application/json' };
    const bad = await fetch(url, { method: 'POST', headers, body: JSON.stringify({ models: ['<img>'] }) });
    expect(bad.status).toBe(400);
    const first = await fetch(url, {
      method: 'POST',
      headers,
      body: JSON.stringify({ models: ['careful'], tasks: 14, seed: 2 }),
    });
    expect(first.status).toBe(202);
    const second = await fetch(url, {
      method: 'POST',
      headers,
      body: JSON.stringify({ models: ['careful'] }),
    });
    expect(second.status).toBe(409);
    await expect
      .poll(async () => ((await (await fetch(url)).json()) as { running: unknown }).running, {
        timeout: 60_000,
      })
      .toBeNull();
  }, 90_000);
});
