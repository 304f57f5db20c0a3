import { Fragment, useState } from "react";
import { useLocale } from "~/i18n/i18n";
import { formatPhone, telHref, whatsappHref } from "~/lib/site";
import { useSite } from "~/lib/use-site";
import { m } from "~/paraglide/messages";
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

/** A sentence with {placeholders} in it, each replaced by an element (the translation decides where they go). */
function withParts(sentence: string, parts: Record<string, React.ReactNode>) {
  return sentence.split(/(\{\w+\})/).map((piece, index) => {
    const part = parts[piece.slice(1, -1)];
    return <Fragment key={index}>{/^\{\w+\}$/.test(piece) && part !== undefined ? part : piece}</Fragment>;
  });
}

/** `text`: the draft as plain text (subject, blank line, body). */
export function DraftFallback({ text, idPrefix }: { text: string; idPrefix: string }) {
  const site = useSite();
  const locale = useLocale();
  const o = { locale };
  const [open, setOpen] = useState(false);
  const canCopy = typeof navigator !== "undefined" && Boolean(navigator.clipboard);

  async function copy(value: string, copied: string, failed: string) {
    try {
      await navigator.clipboard.writeText(value);
      toast(copied);
    } catch {
      toast(failed, { variant: "error" });
    }
  }

  return (
    <details
      ref={scrollIntoViewOnce}
      className="mt-4 rounded-lg border border-white/10 bg-black/40 p-3 text-left text-sm" open={open} onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary className="cursor-pointer font-semibold text-gold-300">{m.draft_fallback_summary({}, o)}</summary>
      <div className="mt-3 space-y-3">
        <p className="text-stone-300">
          {withParts(m.draft_fallback_intro({ email: "{email}", phone: "{phone}" }, o), {
            email: <span className="font-medium text-stone-100">{site.email}</span>,
            phone: <a className="text-gold-300 underline" href={telHref(site.phone)}>{formatPhone(site.phone)}</a>,
          })}
        </p>
        <label htmlFor={`${idPrefix}-draft`} className="sr-only">{m.draft_fallback_label({}, o)}</label>
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
              <button type="button" className={smallButton} onClick={() => copy(text, m.toast_message_copied({}, o), m.toast_message_copy_failed({}, o))}>
                {m.draft_copy_message({}, o)}
              </button>
              <button type="button" className={smallButton} onClick={() => copy(site.email, m.toast_address_copied({}, o), m.toast_address_copy_failed({}, o))}>
                {m.draft_copy_address({}, o)}
              </button>
            </>
          ) : null}
          <a className={smallButton} href={whatsappHref(site.phone, text)} rel="noopener" target="_blank">
            {m.draft_send_whatsapp({}, o)}
          </a>
        </div>
      </div>
    </details>
  );
}
