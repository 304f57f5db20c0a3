import type { ShouldRevalidateFunctionArgs } from "react-router";

// Every form on the site is an enquiry: it opens a mail draft and changes
// nothing a page shows, so no loader runs again after one (a page re-rendered
// then could also replace a part still waiting for its code with nothing).

export function shouldRevalidate({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formMethod ? false : defaultShouldRevalidate;
}
