import { useRouteLoaderData } from "react-router";
import type { RootData } from "./root-data";
import type { SiteConfig } from "./site";

/** The business facts the root loader sends to every page. */
export function useSite(): SiteConfig {
  const data = useRouteLoaderData<RootData>("root");
  if (!data) throw new Error("useSite() needs the root loader's data");
  return data.site;
}
