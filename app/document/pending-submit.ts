// Before the app's scripts arrive (they start after the first paint, and a slow
// phone may take seconds), an enquiry form posts as it does without JavaScript.
// This small inline script, at the end of every page's body (React's
// bootstrapScriptContent, app/entry.server.tsx), gives that post the pending
// state the hydrated form shows: the form is marked data-pending (CSS turns the
// button into "Processing..."), and a second tap while it is pending is held
// back, so a double tap sends one post. The mark goes after a few seconds: the
// post answers with a mail draft, which leaves the page where it is. A post
// made while the page is still arriving, before the script, gets neither.
//
// It listens on window, after React's listener on the document: a submit the
// hydrated form has taken over (defaultPrevented) is none of its business.
// Allowed by the Content-Security-Policy through its hash, as every inline script (csp.server.ts).

export const NATIVE_POST_PENDING_MS = 3_000;

export const PENDING_SUBMIT_SCRIPT = [
  'addEventListener("submit",function(e){var f=e.target;',
  'if(e.defaultPrevented||!f||!f.hasAttribute||!f.hasAttribute("data-enquiry"))return;',
  'if(f.hasAttribute("data-pending")){e.preventDefault();return}',
  'f.setAttribute("data-pending","");',
  `setTimeout(function(){f.removeAttribute("data-pending")},${NATIVE_POST_PENDING_MS})});`,
  'addEventListener("pageshow",function(e){if(e.persisted)document.querySelectorAll("form[data-pending]").forEach(function(f){f.removeAttribute("data-pending")})});',
].join("");
