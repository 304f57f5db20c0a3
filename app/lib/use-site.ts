import { useRouteLoaderData } from "react-router";
import type { FaqTopic } from "../faq/faq";
import type { RootData, SitePictures } from "../document/root-data";
import type { SiteConfig } from "./site";

/** The topics /faq has questions on (empty: no FAQ, so no links to it). */
export function useFaqTopics(): FaqTopic[] {
  return useRouteLoaderData<RootData>("root")?.faqTopics ?? [];
}

/** The site's own pictures (hero, posters, yacht photos, logo), resolved by the root loader. */
export function useSitePictures(): SitePictures {
  const data = useRouteLoaderData<RootData>("root");
  if (!data) throw new Error("useSitePictures() needs the root loader's data");
  return data.pictures;
}

/** The business facts the root loader sends to every page. */
export function useSite(): SiteConfig {
  const data = useRouteLoaderData<RootData>("root");
  if (!data) throw new Error("useSite() needs the root loader's data");
  return data.site;
}
