// Headless Chromium for the page tests: Debian's package driven by playwright-core, in a throwaway
// profile, with screenshots under test/artifacts/. A page test skips, loudly, only when no Chromium is
// installed (.ci/run installs it).
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';

export const ARTIFACTS = resolve(import.meta.dirname, '../artifacts');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** Whether Chromium is there; when it is not, says so on stderr, naming the test that is skipped. */
export function chromiumAvailable(test: string): boolean {
  if (existsSync(CHROMIUM)) return true;
  process.stderr.write(
    `\n!!! SKIPPED the ${test}: no Chromium at ${CHROMIUM}.\n` +
      '!!! Install it with `apt-get install -y chromium` (.ci/run does this) or set CHROMIUM_PATH.\n\n',
  );
  return false;
}

export interface TestBrowser {
  context: BrowserContext;
  page: Page;
  /** Closes the browser and removes its profile. */
  close(): Promise<void>;
}

/** A light-scheme browser window of the given size, in a fresh profile. */
export async function openBrowser(viewport: { width: number; height: number }): Promise<TestBrowser> {
  const profile = mkdtempSync(join(tmpdir(), 'hearth-chromium-'));
  mkdirSync(ARTIFACTS, { recursive: true });
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    args: FLAGS,
    viewport,
    colorScheme: 'light',
  });
  const page = context.pages()[0] ?? (await context.newPage());
  return {
    context,
    page,
    close: async () => {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}
