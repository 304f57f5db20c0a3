import type { Page } from "playwright-core";

/**
 * Scripts arriving late: every script request waits until `release()`, so the
 * test acts on the page as the server sent it (painted, inline scripts run, no
 * React) and then lets hydration happen. Open the page with `lateScripts: true`.
 */
export async function holdScripts(page: Page) {
  let open!: () => void;
  const gate = new Promise<void>((done) => (open = done));
  await page.route(/\.js(\?|$)/, async (route) => {
    await gate;
    await route.continue().catch(() => undefined);
  });
  return {
    async release() {
      open();
      await page.waitForFunction(() => document.documentElement.hasAttribute("data-hydrated"));
    },
  };
}
