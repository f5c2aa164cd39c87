import { existsSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Whether the browser journeys can run: mandatory with CI=true, skipped with a reason otherwise. */
export function chromiumAvailable(): boolean {
  if (existsSync(CHROMIUM_PATH)) return true;
  if (process.env.CI === 'true') throw new Error(`Chromium is mandatory in CI but ${CHROMIUM_PATH} is missing.`);
  console.warn(`[studyatlas] browser journeys skipped: ${CHROMIUM_PATH} not found (apt-get install chromium).`);
  return false;
}

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

let shared: Promise<Browser> | undefined;

/**
 * The one Chromium of the journey run (a launch costs about a second; each journey gets its own
 * context). Playwright closes it when the process exits.
 */
export function sharedBrowser(): Promise<Browser> {
  shared ??= launchBrowser();
  return shared;
}
