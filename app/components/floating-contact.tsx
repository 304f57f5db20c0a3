import { useEffect, useRef, useState } from "react";
import { useLocale } from "~/i18n/i18n";
import type { Picture as PictureData } from "~/pictures/picture";
import { m } from "~/paraglide/messages";
import { deferred } from "~/hydration/deferred";
import { Picture } from "./ui/picture";

// The panel's form is hidden until the visitor opens the panel, which is an
// interaction: its code comes then (app/hydration/deferred.tsx).
const ContactPanelForm = deferred(() => import("./forms/contact-panel-form").then((module) => module.ContactPanelForm));

// The round contact button fixed bottom right on every page. The panel is an HTML
// popover: it opens, closes on Escape and on a click outside with no JavaScript
// at all. With JavaScript, closing it resets the form 300 ms later (SPEC.md).

const PANEL_ID = "contact-panel";
export const PANEL_RESET_DELAY_MS = 300;

export function FloatingContact({ logo }: { logo: PictureData }) {
  const locale = useLocale();
  const panel = useRef<HTMLDivElement>(null);
  const [generation, setGeneration] = useState(0);

  useEffect(() => {
    const element = panel.current;
    if (!element) return;
    let timer = 0;
    function onToggle(event: Event) {
      window.clearTimeout(timer);
      if ((event as ToggleEvent).newState === "closed") {
        timer = window.setTimeout(() => setGeneration((value) => value + 1), PANEL_RESET_DELAY_MS);
      }
    }
    element.addEventListener("toggle", onToggle);
    return () => {
      window.clearTimeout(timer);
      element.removeEventListener("toggle", onToggle);
    };
  }, []);

  return (
    <>
      <button
        type="button"
        popoverTarget={PANEL_ID}
        aria-label={m.panel_open({}, { locale })}
        className="tap-target fixed right-4 bottom-4 z-40 flex size-14 items-center justify-center rounded-full bg-gold-500 text-black shadow-[0_8px_30px_rgba(212,175,55,0.45)] transition hover:scale-105 hover:bg-gold-400 sm:right-6 sm:bottom-6 motion-reduce:transition-none motion-reduce:hover:scale-100"
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth="2">
          <path d="M21 12a8.5 8.5 0 0 1-12.6 7.4L3 21l1.6-5.2A8.5 8.5 0 1 1 21 12z" />
        </svg>
      </button>
      <div
        ref={panel}
        id={PANEL_ID}
        popover="auto"
        role="dialog"
        aria-labelledby={`${PANEL_ID}-title`}
        className="contact-panel m-0 flex-col overflow-y-auto rounded-2xl border border-gold-500/40 bg-ink-950 p-5 text-stone-100 shadow-2xl"
      >
        <div className="mb-4 flex items-center gap-3">
          <Picture picture={logo} alt="" width={40} height={40} sizes="40px" placeholder={null} className="size-10 rounded-full" />
          <h2 id={`${PANEL_ID}-title`} className="flex-1 text-xl font-bold text-gold-400">{m.panel_title({}, { locale })}</h2>
          <button
            type="button"
            popoverTarget={PANEL_ID}
            popoverTargetAction="hide"
            aria-label={m.common_close({}, { locale })}
            className="flex size-9 items-center justify-center rounded-full text-stone-300 hover:bg-white/10 hover:text-white"
          >
            <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2">
              <path d="M6 6l12 12M18 6L6 18" />
            </svg>
          </button>
        </div>
        <ContactPanelForm
          key={generation}
          idPrefix="floating-panel"
          closeButton={
            <button
              type="button"
              popoverTarget={PANEL_ID}
              popoverTargetAction="hide"
              className="mt-5 rounded-full border border-gold-500 px-6 py-2 text-sm font-semibold uppercase tracking-wider text-gold-300 hover:bg-gold-500 hover:text-black"
            >
              {m.common_close({}, { locale })}
            </button>
          }
        />
      </div>
    </>
  );
}
