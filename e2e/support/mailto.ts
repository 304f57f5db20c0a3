import type { Page } from "playwright-core";
import { decodeMailto } from "../../tests/support/mailto";

/**
 * Records every mail draft the page opens. Chromium reports the navigation to a
 * mailto: URL as a request (from window.location.assign with JavaScript, or from a
 * 303 redirect after a plain form post without it).
 */
export function captureMailto(page: Page) {
  const drafts: string[] = [];
  page.on("request", (request) => {
    if (request.url().startsWith("mailto:")) drafts.push(request.url());
  });
  return {
    drafts,
    last() {
      const url = drafts.at(-1);
      if (!url) throw new Error("no mail draft was opened");
      return decodeMailto(url);
    },
  };
}
