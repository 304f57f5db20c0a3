import { toast } from "~/components/ui/toast-store";
import { useHydrated } from "~/hydration/use-hydrated";
import { whatsappShareHref } from "~/catalog/vehicle-page";
import { useLocale } from "~/i18n/i18n";
import { m } from "~/paraglide/messages";
import { CameraIcon, ChatIcon, LinkIcon } from "./icons";

// Share the vehicle page: WhatsApp is a plain link and works everywhere; the
// two copy buttons only appear where the Clipboard API can work (after
// hydration, in a secure context that offers navigator.clipboard).

function clipboardUsable(): boolean {
  return typeof navigator !== "undefined" && window.isSecureContext && typeof navigator.clipboard?.writeText === "function";
}

const buttonClass =
  "inline-flex min-h-11 items-center gap-1.5 rounded-full border border-white/15 px-3 text-[0.8125rem] font-medium sm:px-3.5 sm:text-sm text-stone-200 transition-colors hover:border-gold-500/70 hover:text-gold-300";

/** Without scripts the copy buttons never come: no space is kept for them. */
function copyItemClass(canCopy: boolean) {
  return canCopy ? undefined : "invisible [@media(scripting:none)]:hidden";
}

/** `text`: the share text in the page's language (built by the loader); the page's `url` follows it. */
export function ShareButtons({ url, text }: { url: string; text: string }) {
  const locale = useLocale();
  const canCopy = useHydrated() && clipboardUsable();

  async function copy(message: string) {
    try {
      await navigator.clipboard.writeText(url);
      toast(message, { variant: "success" });
    } catch {
      toast(m.share_copy_failed({}, { locale }), { variant: "error" });
    }
  }

  return (
    <ul aria-label={m.share_label({}, { locale })} className="flex flex-wrap gap-1.5 sm:gap-2">
      <li>
        <a href={whatsappShareHref(text, url)} target="_blank" rel="noopener noreferrer" className={buttonClass}>
          <ChatIcon className="size-4" />
          WhatsApp<span className="sr-only"> {m.share_whatsapp_new_tab({}, { locale })}</span>
        </a>
      </li>
      {/* Their place is kept from the first paint (hidden until they can work), so their arrival moves nothing. */}
      <li className={copyItemClass(canCopy)}>
        <button type="button" disabled={!canCopy} onClick={() => copy(m.share_copied({}, { locale }))} className={buttonClass}>
          <LinkIcon className="size-4" />
          {m.share_copy_link({}, { locale })}
        </button>
      </li>
      <li className={copyItemClass(canCopy)}>
        <button type="button" disabled={!canCopy} onClick={() => copy(m.share_copied_instagram({}, { locale }))} className={buttonClass}>
          <CameraIcon className="size-4" />
          Instagram<span className="sr-only"> {m.share_instagram_note({}, { locale })}</span>
        </button>
      </li>
    </ul>
  );
}
