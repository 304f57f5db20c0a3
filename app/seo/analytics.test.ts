import { expect, test, vi } from "vitest";
import {
  createEventQueue,
  deliver,
  roundMetric,
  routePattern,
  scriptAttributes,
  type AnalyticsConfig,
  type AnalyticsEvent,
  type AnalyticsTarget,
} from "./analytics";

const plausible: AnalyticsConfig = {
  provider: "plausible",
  scriptUrl: "https://stats.example.com/js/script.manual.js",
  domain: "www.example.com",
  origin: "https://stats.example.com",
};
const pageview: AnalyticsEvent = { kind: "pageview", path: "/fleet/mclaren-gt-blue", route: "/fleet/:id" };
const lcp: AnalyticsEvent = { kind: "vital", name: "LCP", value: 1234, path: "/" };
const location = { origin: "https://www.example.com" };

test("script attributes: Plausible's domain; Umami's website id with its own page tracking off", () => {
  expect(scriptAttributes(plausible)).toEqual({ "data-domain": "www.example.com" });
  expect(scriptAttributes({ ...plausible, provider: "umami", domain: "4f1c" })).toEqual({
    "data-website-id": "4f1c",
    "data-auto-track": "false",
  });
});

test("route patterns are joined as React Router joins them", () => {
  expect(routePattern(["", "fleet/:id"])).toBe("/fleet/:id");
  expect(routePattern([undefined, "*"])).toBe("/*");
  expect(routePattern(["", undefined])).toBe("/");
  expect(routePattern(["/", "contact"])).toBe("/contact");
});

test("metrics: whole milliseconds, CLS to four decimals", () => {
  expect(roundMetric("LCP", 1234.56)).toBe(1235);
  expect(roundMetric("CLS", 0.123456)).toBe(0.1235);
});

test("Plausible gets the page URL without query and the route and path as props", () => {
  const target: AnalyticsTarget = { location, plausible: vi.fn() };
  expect(deliver("plausible", target, pageview)).toBe(true);
  expect(deliver("plausible", target, lcp)).toBe(true);
  expect(target.plausible).toHaveBeenNthCalledWith(1, "pageview", {
    u: "https://www.example.com/fleet/mclaren-gt-blue",
    props: { route: "/fleet/:id", path: "/fleet/mclaren-gt-blue" },
  });
  expect(target.plausible).toHaveBeenNthCalledWith(2, "LCP", { u: "https://www.example.com/", props: { value: 1234 } });
});

test("Umami keeps its own fields and gets the path as URL, events by name", () => {
  const track = vi.fn();
  const target: AnalyticsTarget = { location, umami: { track } };
  deliver("umami", target, pageview);
  deliver("umami", target, lcp);
  const defaults = { website: "4f1c", url: "/fleet/mclaren-gt-blue?utm=x", title: "McLaren GT" };
  expect(track.mock.calls[0]![0](defaults)).toEqual({
    website: "4f1c",
    title: "McLaren GT",
    url: "/fleet/mclaren-gt-blue",
    data: { route: "/fleet/:id", path: "/fleet/mclaren-gt-blue" },
  });
  expect(track.mock.calls[1]![0](defaults)).toMatchObject({ url: "/", name: "LCP", data: { value: 1234 } });
});

test("nothing is delivered while the service's script is missing", () => {
  expect(deliver("plausible", { location }, pageview)).toBe(false);
  expect(deliver("umami", { location }, pageview)).toBe(false);
});

test("the queue holds events until the script arrives, in order, and only so many", () => {
  const sent: AnalyticsEvent[] = [];
  let ready = false;
  const queue = createEventQueue((event) => ready && sent.push(event) > 0, 2);
  queue.push(pageview);
  queue.push(lcp);
  queue.push({ ...lcp, name: "FCP" });
  expect(sent).toEqual([]);
  ready = true;
  queue.flush();
  expect(sent).toEqual([pageview, lcp]);
  queue.push({ ...pageview, path: "/contact" });
  expect(sent).toHaveLength(3);
});
