import { afterEach, expect, test, vi } from "vitest";
import { loaderArgs } from "../../tests/support/loader";
import { BackendUnavailableError } from "~/lib/read-cache.server";
import * as log from "~/lib/log.server";
import { services } from "~/lib/services.server";
import { DEMO_VEHICLE_ROWS } from "~/catalog/demo-catalog";
import { loader } from "./home";

vi.mock("~/lib/log.server", async (original) => ({
  ...(await original<typeof log>()),
  logEvent: vi.fn(),
}));

afterEach(() => {
  vi.restoreAllMocks();
});

test("the loader hands the demo showcase to the page, with the shared cache policy", async () => {
  const result = await loader(loaderArgs("/"));
  expect(result.data.showcase?.map((vehicle) => vehicle.slug)).toEqual([
    "mercedes-g63-blue",
    "lamborghini-urus-orange",
    "rolls-royce-cullinan-glacier-white",
    "mercedes-maybach-s-580-obsidian-black",
  ]);
  // No Cache-Control of its own (the shared policy), and the showcase's vehicles as tags.
  const headers = new Headers(result.init?.headers);
  expect(headers.get("Cache-Control")).toBeNull();
  expect(headers.get("Cache-Tag")).toBe(result.data.showcase?.map((vehicle) => `vehicle:${vehicle.id}`).join(","));
});

test("the showcase hands the page only what it shows of each vehicle, in the page's language", async () => {
  const result = await loader(loaderArgs("/es"));
  for (const vehicle of result.data.showcase ?? []) {
    expect(Object.keys(vehicle).sort()).toEqual(["brand", "description", "id", "images", "model", "slug", "variant"]);
  }
  const urus = result.data.showcase?.find((vehicle) => vehicle.slug === "lamborghini-urus-orange");
  expect(urus?.description).toBe(DEMO_VEHICLE_ROWS.find((row) => row.model === "Urus")?.description_es);
});

test("a catalog failure becomes an empty showcase: logged, answered 200, never cached", async () => {
  const args = loaderArgs("/");
  const { catalog } = services(args.context);
  vi.spyOn(catalog, "showcase").mockRejectedValue(new BackendUnavailableError("featured"));
  const result = await loader(args);
  expect(result.data.showcase).toBeNull();
  expect(result.init?.status).toBeUndefined();
  expect(new Headers(result.init?.headers).get("Cache-Control")).toBe("no-store");
  expect(log.logEvent).toHaveBeenCalledWith("error", "home.showcase_failed", expect.objectContaining({ message: expect.any(String) }));
});
