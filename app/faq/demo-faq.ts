import rows from "./demo-faq.json" with { type: "json" };

// The embedded demo questions for /faq: what the site shows when no Supabase
// project is configured, in exactly the shape of the `faq` table's rows, so
// they pass through the same intake as live data. They are EXAMPLE answers
// for the demo site; a site configured for Supabase never shows them (its
// questions come only from its own `faq` table). Every question is there in
// English (DEMO_FAQ_ROWS) and in Spanish (DEMO_FAQ_ROWS_ES, the same anchors,
// so /faq#anchor and /es/faq#anchor are the same answer).
// The rows themselves are data, in demo-faq.json.

export type FaqRow = {
  id: string;
  topic: string;
  question: string;
  /** Plain text; a blank line starts a new paragraph. */
  answer: string;
  position: number;
  published: boolean;
  anchor: string | null;
  language: "en" | "es";
};

export const DEMO_FAQ_ROWS = rows.en as FaqRow[];
export const DEMO_FAQ_ROWS_ES = rows.es as FaqRow[];
