import type { AnalyticsConfig } from "./analytics";
import type { FaqTopic } from "./faq";
import type { FooterLink } from "./footer-links";
import type { SiteConfig } from "./site";

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
};
