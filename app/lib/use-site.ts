import { useRouteLoaderData } from "react-router";
import type { loader as rootLoader } from "~/root";
import type { SiteConfig } from "./site";

/** The business facts the root loader sends to every page. */
export function useSite(): SiteConfig {
  const data = useRouteLoaderData<typeof rootLoader>("root");
  if (!data) throw new Error("useSite() needs the root loader's data");
  return data.site;
}
