import { useState } from "react";
import { draftText, type Draft } from "~/lib/enquiries/mailto";
import { formatPhone, telHref, whatsappHref } from "~/lib/site";
import { useSite } from "~/lib/use-site";
import { toast } from "../ui/toast-store";

// Nothing confirms that a mail program opened, so every success offers the same
// message another way: copy it, send it on WhatsApp, or call.

const smallButton =
  "rounded-full border border-gold-500/60 px-3 py-1.5 text-xs font-semibold uppercase tracking-wider text-gold-300 hover:bg-gold-500 hover:text-black";

// Shown under a success note that has just taken focus (use-enquiry.ts): its code
// comes a moment later, so the page scrolls again to keep it in view.
function scrollIntoViewOnce(element: HTMLElement | null) {
  element?.scrollIntoView({ block: "nearest" });
}

export function DraftFallback({ draft, idPrefix }: { draft: Draft; idPrefix: string }) {
  const site = useSite();
  const [open, setOpen] = useState(false);
  const text = `${draft.subject}\n\n${draftText(draft)}`;
  const canCopy = typeof navigator !== "undefined" && Boolean(navigator.clipboard);

  async function copy(value: string, what: string) {
    try {
      await navigator.clipboard.writeText(value);
      toast(`${what} copied to clipboard`);
    } catch {
      toast(`Could not copy the ${what.toLowerCase()}: select it and copy it instead.`, { variant: "error" });
    }
  }

  return (
    <details
      ref={scrollIntoViewOnce}
      className="mt-4 rounded-lg border border-white/10 bg-black/40 p-3 text-left text-sm" open={open} onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary className="cursor-pointer font-semibold text-gold-300">Didn't open? Send it another way</summary>
      <div className="mt-3 space-y-3">
        <p className="text-stone-300">
          Your message is below. Copy it to <span className="font-medium text-stone-100">{site.email}</span>, send it on WhatsApp, or call{" "}
          <a className="text-gold-300 underline" href={telHref(site.phone)}>{formatPhone(site.phone)}</a>.
        </p>
        <label htmlFor={`${idPrefix}-draft`} className="sr-only">Your message</label>
        <textarea
          id={`${idPrefix}-draft`}
          readOnly
          value={text}
          rows={7}
          className="w-full rounded-md border border-white/10 bg-ink-900 p-2 font-mono text-xs text-stone-200"
        />
        <div className="flex flex-wrap gap-2">
          {canCopy ? (
            <>
              <button type="button" className={smallButton} onClick={() => copy(text, "Message")}>Copy message</button>
              <button type="button" className={smallButton} onClick={() => copy(site.email, "Address")}>Copy address</button>
            </>
          ) : null}
          <a className={smallButton} href={whatsappHref(site.phone, text)} rel="noopener" target="_blank">
            Send on WhatsApp
          </a>
        </div>
      </div>
    </details>
  );
}
