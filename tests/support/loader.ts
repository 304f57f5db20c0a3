import { RouterContextProvider } from "react-router";
import { parseConfig } from "~/lib/config.server";
import { createServices, servicesContext, type Services } from "~/lib/services.server";

// Calling a route loader as React Router does, with a real Request, and
// reading what came back whether it was returned or thrown: a plain value,
// `data(value, init)`, or a Response (e.g. a redirect).


/** The load context the server gives every request: the demo site's services, with any of them replaced. */
export function testContext(replaced: Partial<Services> = {}): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(servicesContext, { ...createServices(parseConfig({})), ...replaced });
  return context;
}

export function loaderArgs<P extends Record<string, string>>(path: string, params: P = {} as P, services: Partial<Services> = {}) {
  const request = new Request(new URL(path, "http://localhost"));
  return { request, url: new URL(request.url), params, context: testContext(services), pattern: "" };
}

export type Outcome = {
  thrown: boolean;
  status: number;
  headers: Headers;
  data: unknown;
};

function isDataWithInit(value: unknown): value is { data: unknown; init: ResponseInit | null } {
  return typeof value === "object" && value !== null && (value as { type?: unknown }).type === "DataWithResponseInit";
}

function read(value: unknown, thrown: boolean): Outcome {
  if (value instanceof Response) return { thrown, status: value.status, headers: value.headers, data: undefined };
  if (isDataWithInit(value)) {
    return { thrown, status: value.init?.status ?? 200, headers: new Headers(value.init?.headers), data: value.data };
  }
  if (value instanceof Error) throw value;
  return { thrown, status: 200, headers: new Headers(), data: value };
}

export async function settle(run: () => unknown): Promise<Outcome> {
  try {
    return read(await run(), false);
  } catch (error) {
    return read(error, true);
  }
}
