import type { ClientActionFunctionArgs } from "react-router";
import type { EnquiryActionData } from "./parse";

// The browser half of every enquiry route's action: the mail draft opens the
// moment the server's answer arrives, before React renders it. React Router
// commits a fetcher's answer in a transition, and a transition waits while any
// part of the page is still waiting for its code (a chunk that is slow or never
// comes, app/hydration/deferred.tsx): the success note may wait with it, the
// draft never does.

export async function clientAction({ serverAction }: ClientActionFunctionArgs) {
  const result = (await serverAction()) as EnquiryActionData;
  if ("draft" in result) {
    try {
      window.location.assign(result.draft);
    } catch {
      // The browser refused the draft: the success note's plain link and its copy fallback carry the same draft.
      return { ...result, draftRefused: true as const };
    }
  }
  return result;
}
