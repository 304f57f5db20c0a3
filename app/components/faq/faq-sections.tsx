import { useCallback, useEffect, useRef } from "react";
import { useLocation } from "react-router";
import type { FaqGroup } from "~/faq/faq";
import { useLocale } from "~/i18n/i18n";
import { m } from "~/paraglide/messages";

// The questions as native disclosure widgets: readable and operable without
// JavaScript. Each answer carries its own id, so /faq#anchor links to it. A
// browser that follows such a link opens the question by itself (the HTML
// standard's "ancestor revealing" of a fragment inside a closed <details>:
// Chromium 97+, Firefox 139+), with or without JavaScript; useFaqReveal does
// the same for the others, for client navigations and for same-page links.
//
// The sections themselves hydrate after the page (app/routes/faq.tsx
// renders them through deferred()): until then they are the server's HTML, and
// a dozen disclosures work as HTML. The reveal lives in the route, hydrated at
// once, so a question named by the address opens without waiting for that.

/** Opens the question holding the hash's target and brings it into view; false when there is no target yet. */
function revealFromHash(hash: string): boolean {
  if (hash.length < 2) return false;
  let id: string;
  try {
    id = decodeURIComponent(hash.slice(1));
  } catch {
    return false;
  }
  const target = document.getElementById(id);
  if (!target) return false;
  const details = target.closest("details");
  if (details && !details.open) details.open = true;
  target.scrollIntoView({ block: "start" });
  return true;
}

/**
 * Reveals what the address names: at load (the server's HTML is there), on a
 * hash change, and, the returned callback, once the sections are shown after
 * a client navigation rendered them late (their code was still on its way).
 * An address revealed once is not revealed again when the sections hydrate on
 * the visitor's first scroll: the page would jump back.
 */
export function useFaqReveal(): () => void {
  const { hash } = useLocation();
  const revealed = useRef<string | null>(null);
  const reveal = useCallback(() => {
    if (revealed.current !== hash && revealFromHash(hash)) revealed.current = hash;
  }, [hash]);
  useEffect(reveal, [reveal]);
  useEffect(() => {
    const onHashChange = () => revealFromHash(window.location.hash);
    window.addEventListener("hashchange", onHashChange);
    return () => window.removeEventListener("hashchange", onHashChange);
  }, []);
  return reveal;
}

export function FaqSections({ groups, onShown }: { groups: FaqGroup[]; onShown?: () => void }) {
  const locale = useLocale();
  useEffect(() => onShown?.(), [onShown]);
  return (
    <div className="mx-auto mt-14 max-w-3xl space-y-14">
      {groups.map((group) => (
        <section key={group.topic} aria-labelledby={group.anchor} className="scroll-mt-24">
          <h2 id={group.anchor} className="scroll-mt-24 text-2xl font-bold text-white sm:text-3xl">
            {group.title}
          </h2>
          <div className="mt-6 space-y-3">
            {group.entries.map((entry) => (
              <details key={entry.anchor} className="group rounded-xl border border-white/10 bg-ink-900/60 open:border-gold-500/40">
                <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between gap-4 rounded-xl px-5 py-4 font-semibold text-stone-100 transition-colors hover:text-gold-200 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold-400 [&::-webkit-details-marker]:hidden">
                  <span className="min-w-0 text-pretty">{entry.question}</span>
                  <span aria-hidden="true" className="shrink-0 text-gold-400 transition-transform group-open:rotate-45">
                    +
                  </span>
                </summary>
                {/* The id sits inside the disclosure, where a fragment link opens it; the margin keeps the question in view under the header. */}
                <div id={entry.anchor} className="scroll-mt-40 space-y-3 px-5 pb-5 leading-relaxed text-stone-300" data-faq-answer="">
                  {entry.paragraphs.map((paragraph, index) => (
                    <p key={index}>{paragraph}</p>
                  ))}
                  <p className="text-sm">
                    <a href={`#${entry.anchor}`} className="text-gold-300 underline decoration-gold-500/50 underline-offset-4 hover:text-gold-200">
                      {m.faq_answer_link({}, { locale })}<span className="sr-only">: {entry.question}</span>
                    </a>
                  </p>
                </div>
              </details>
            ))}
          </div>
        </section>
      ))}
    </div>
  );
}
