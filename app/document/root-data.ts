import type { AnalyticsConfig } from "../seo/analytics";
import type { FaqTopic } from "../faq/faq";
import type { FooterLink } from "../catalog/footer-links";
import type { Picture } from "../pictures/picture";
import type { SITE_PICTURES } from "../pictures/site-media";

export type SitePictures = Record<keyof typeof SITE_PICTURES, Picture> & { yacht: Picture[] };
import type { SiteConfig } from "../lib/site";

/**
 * What the root loader (app/root.tsx) sends to every page. Declared here, not
 * inferred from the loader, so code in app/lib can read it without importing
 * app/root.tsx (app/lib never depends on the app's components or routes).
 */
export type RootData = {
  site: SiteConfig;
  analytics: AnalyticsConfig | null;
  footer: FooterLink[];
  /** The topics /faq has questions on (empty: no FAQ, so no links to it). */
  faqTopics: FaqTopic[];
  /**
   * The site's own pictures (app/pictures/site-media.ts), for every page: a client
   * navigation shows a page at once, before its own loader answers.
   */
  pictures: SitePictures;
};
