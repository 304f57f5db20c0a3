import { Link as RouterLink, type LinkProps } from "react-router";

// React Router's <Link>, lighter on the server for the links a page has dozens
// of (the fleet cards, the brand chips, the footer). On the server a Link does
// nothing but write an <a>, yet it resolves its path and runs its prefetch and
// click hooks. For a plain absolute path (`/fleet/x`, `/fleet?brand=y`), the
// href React Router writes is that path as it is, so the server writes the
// very same <a> itself:
// its props in Link's order, then href, target and data-discover. Anything
// else (a relative path, a hash, an object, prefetching, a mask) goes to
// React Router's Link. In the browser it is always React Router's Link, which
// hydrates the same <a>. app/components/ui/link.test.tsx holds the two to the
// same markup.

/** An absolute path of plain segments (no `.`, `..` or empty one), with an optional query and no hash. */
const PLAIN_PATH = /^\/(?:(?!\.\.?(?:[/?]|$))[\w.~-]+(?:\/(?!\.\.?(?:[/?]|$))[\w.~-]+)*)?(?:\?[^#\s]+)?$/;

export function ServerLink(props: LinkProps) {
  const {
    onClick: _onClick,
    discover = "render",
    prefetch = "none",
    relative: _relative,
    reloadDocument: _reloadDocument,
    replace: _replace,
    mask,
    state: _state,
    target,
    to,
    preventScrollReset: _preventScrollReset,
    viewTransition: _viewTransition,
    defaultShouldRevalidate: _defaultShouldRevalidate,
    ...rest
  } = props;
  if (typeof to !== "string" || !PLAIN_PATH.test(to) || prefetch !== "none" || mask !== undefined) return <RouterLink {...props} />;
  return <a {...rest} href={to} target={target} data-discover={discover === "render" ? "true" : undefined} />;
}

export const Link: typeof RouterLink = import.meta.env.SSR ? (ServerLink as typeof RouterLink) : RouterLink;
