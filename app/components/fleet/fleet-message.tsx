import { Link } from "react-router";

// The fleet page's empty and error states (SPEC.md section 8's wording is
// passed in by the caller).

type FleetMessageProps = { title: string; text: string; action?: { to: string; label: string } };

export function FleetMessage({ title, text, action }: FleetMessageProps) {
  return (
    <div className="mx-auto max-w-xl rounded-2xl border border-white/10 bg-ink-900 px-6 py-14 text-center">
      <h2 className="text-3xl font-bold text-gold-400">{title}</h2>
      <p className="mt-3 text-stone-300">{text}</p>
      {action ? (
        <Link
          to={action.to}
          className="mt-8 inline-flex min-h-11 items-center rounded-full border border-gold-500 px-6 text-sm font-semibold tracking-[0.16em] text-gold-300 uppercase transition-colors hover:bg-gold-500 hover:text-black"
        >
          {action.label}
        </Link>
      ) : null}
    </div>
  );
}
