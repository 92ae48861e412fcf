import type { Page } from 'playwright-core';

/** Waits until the page is quiet and its images are decoded, so a shot never catches a half-drawn screen. */
export async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => {});
  await page.evaluate(async () => {
    await document.fonts.ready;
    // Lazy images below the fold never load in a viewport shot: wait for the visible ones only.
    const visible = Array.from(document.images).filter((img) => {
      const r = img.getBoundingClientRect();
      return !img.complete && r.bottom > 0 && r.top < window.innerHeight && r.width > 0;
    });
    const loaded = Promise.all(
      visible.map(
        (img) =>
          new Promise((resolve) => {
            img.addEventListener('load', resolve, { once: true });
            img.addEventListener('error', resolve, { once: true });
          }),
      ),
    );
    await Promise.race([loaded, new Promise((resolve) => setTimeout(resolve, 5_000))]);
  });
  // Let antd's entrance animations and the carousel's first layout finish.
  await page.waitForTimeout(700);
}
