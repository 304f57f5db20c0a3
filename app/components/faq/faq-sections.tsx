import { useEffect } from "react";
import { useLocation } from "react-router";
import type { FaqGroup } from "~/lib/faq";

// The questions as native disclosure widgets: readable and operable without
// JavaScript. Each answer carries its own id, so /faq#anchor links to it. A
// browser that follows such a link opens the question by itself (the HTML
// standard's "ancestor revealing" of a fragment inside a closed <details>:
// Chromium 97+, Firefox 139+), with or without JavaScript; the effect below does
// the same for the others, for client navigations and for same-page links.

function revealFromHash(hash: string) {
  if (hash.length < 2) return;
  let id: string;
  try {
    id = decodeURIComponent(hash.slice(1));
  } catch {
    return;
  }
  const target = document.getElementById(id);
  const details = target?.closest("details");
  if (!target || !details) return;
  if (!details.open) details.open = true;
  target.scrollIntoView({ block: "start" });
}

export function FaqSections({ groups }: { groups: FaqGroup[] }) {
  const { hash } = useLocation();
  useEffect(() => revealFromHash(hash), [hash]);
  useEffect(() => {
    const onHashChange = () => revealFromHash(window.location.hash);
    window.addEventListener("hashchange", onHashChange);
    return () => window.removeEventListener("hashchange", onHashChange);
  }, []);

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
                      Link to this answer<span className="sr-only">: {entry.question}</span>
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
