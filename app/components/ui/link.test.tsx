import { renderToString } from "react-dom/server";
import { createStaticHandler, createStaticRouter, Link as RouterLink, StaticRouterProvider, type LinkProps } from "react-router";
import { expect, test } from "vitest";
import { ServerLink } from "./link";

// The server's light link writes what React Router's Link writes, byte for
// byte, rendered by the static router the server uses.
async function render(element: React.ReactNode, url = "http://localhost/fleet/some-car") {
  const handler = createStaticHandler([{ path: "*", element }]);
  const context = await handler.query(new Request(url));
  if (context instanceof Response) throw new Error("unexpected response");
  return renderToString(<StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} hydrate={false} />);
}

const cases: LinkProps[] = [
  { to: "/", children: "Home" },
  { to: "/fleet/lamborghini-urus-orange", tabIndex: -1, "aria-hidden": "true", className: "block h-full", draggable: false, children: "photo" },
  { to: "/fleet?brand=rolls-royce", "aria-current": "page", className: "chip", children: "Rolls-Royce" },
  { to: "/fleet/x", target: "_blank", rel: "noopener", children: "new tab" },
  { to: "/fleet/x", discover: "none", onClick: () => undefined, replace: true, state: { a: 1 }, preventScrollReset: true, children: "options" },
  { to: "/fleet/x", reloadDocument: true, "aria-label": 'View details: "R8" <V10> & co', children: "escaped" },
  // Not plain absolute paths: React Router's Link itself.
  { to: "/fleet/", children: "trailing slash" },
  { to: "/fleet/../contact", children: "dots" },
  { to: "/fleet//x", children: "empty segment" },
  { to: "/faq#deposit", children: "hash" },
  { to: "contact", children: "relative" },
  { to: "../contact", children: "relative up" },
  { to: "https://example.com/x", children: "external" },
  { to: { pathname: "/fleet", search: "?brand=x" }, children: "object" },
  { to: "/fleet", prefetch: "render", children: "prefetch" },
];

test.each(cases.map((props) => [JSON.stringify(props.to) + (props.prefetch ? " prefetch" : ""), props] as const))("%s: same markup as React Router's Link", async (_name, props) => {
  const expected = await render(<RouterLink {...props} />);
  expect(expected).toContain("<a ");
  expect(await render(<ServerLink {...props} />)).toBe(expected);
});
