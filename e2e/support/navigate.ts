import type { Page } from 'playwright-core';

/**
 * Opens `path` as a user following a link does: inside the page, without loading it again (the router
 * hears the address change as it hears Back and Forward), and waits until the app has drawn the screen
 * of the address it then shows, `path` or where its guard sent the user (its `data-of-screen` mark, set
 * after each route's commit), with the screen's code loaded (no screen spinner): as page.goto leaves a
 * page, whose data may still be on the way. A page that does not hold the app yet loads it. Quicker
 * than page.goto, which parses and starts the whole app again.
 */
export async function openInApp(page: Page, baseURL: string, path: string): Promise<void> {
  if (!page.url().startsWith(baseURL)) {
    await page.goto(`${baseURL}${path}`);
    await page.locator('#root > *').first().waitFor();
    return;
  }
  const moved = await page.evaluate((to) => {
    if (`${window.location.pathname}${window.location.search}` === to) return false;
    // Cleared first: the old screen's mark must not pass for the new one's.
    delete document.documentElement.dataset.ofScreen;
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
    return true;
  }, path);
  if (moved) await waitForDrawnScreen(page);
  await page.locator('.of-screen-spinner').first().waitFor({ state: 'detached' });
}

/**
 * Until the app's mark names the address the page shows, on two checks a frame apart: a guard's
 * redirect follows the first screen's commit by a frame, and then the mark moves on with it.
 */
async function waitForDrawnScreen(page: Page): Promise<void> {
  const drawn = () =>
    page.waitForFunction(
      () =>
        document.documentElement.dataset.ofScreen === `${window.location.pathname}${window.location.search}`,
      null,
      { polling: 'raf' },
    );
  await drawn();
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  await drawn();
}
