import { createContext } from "react";

// Kept parts: the server's HTML of a part of a page (app/components/kept.tsx:
// kept(), or deferred()'s `keep`) kept and reused by later renders, so a
// page-cache miss does not render the same fleet cards again and again (issue
// 15, docs/PERFORMANCE.md). The server (app/lib/kept-parts.server.ts) offers
// them to a render through this context; in the browser there is none, and a
// part renders as any other.

/** Where a part goes in the page being rendered: its kept HTML, or a fresh render between two marks. */
export type PartPlace = { kept: string } | { start: string; end: string };

/** Asked once per kept part in a render, with the part's key (name, place in the tree, props). */
export type KeptParts = (key: string) => PartPlace;

export const KeptPartsContext = createContext<KeptParts | null>(null);
