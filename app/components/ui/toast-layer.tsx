import { Toast } from "radix-ui";
import { cn } from "~/lib/cn";
import { useLocale } from "~/i18n/i18n";
import { m } from "~/paraglide/messages";
import { dismissToast, TOAST_DURATION_MS, type ToastMessage } from "./toast-store";

// One radix Toast layer for the whole site: the store's toasts (at most 3), each
// closing after 4 s (SPEC.md section 9), announced politely to screen readers.
// Loaded by <Toaster /> with the first toast.

export default function ToastLayer({ toasts }: { toasts: ToastMessage[] }) {
  const locale = useLocale();
  return (
    <Toast.Provider duration={TOAST_DURATION_MS} swipeDirection="right" label={m.common_toast_region({}, { locale })}>
      {toasts.map((item) => (
        <Toast.Root
          key={item.id}
          type={item.variant === "error" ? "foreground" : "background"}
          onOpenChange={(open) => {
            if (!open) dismissToast(item.id);
          }}
          data-variant={item.variant}
          className={cn(
            "toast-item grid grid-cols-[minmax(0,1fr)_auto] items-start gap-x-3 rounded-xl border px-4 py-3 shadow-2xl",
            item.variant === "error" ? "border-red-400/60 bg-red-950 text-red-50" : "border-gold-500/60 bg-ink-900 text-stone-100",
          )}
        >
          <Toast.Title className="text-sm font-semibold">{item.title}</Toast.Title>
          {item.description ? (
            <Toast.Description className="col-start-1 mt-1 text-sm text-stone-300">{item.description}</Toast.Description>
          ) : null}
          <Toast.Close
            aria-label={m.common_toast_close({}, { locale })}
            className="col-start-2 row-start-1 rounded p-1 text-stone-300 hover:text-white"
          >
            <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4" fill="none" stroke="currentColor" strokeWidth="2">
              <path d="M6 6l12 12M18 6L6 18" />
            </svg>
          </Toast.Close>
        </Toast.Root>
      ))}
      {/*
        On a phone the toasts sit at the top, under the header: the bottom is where
        a submitted form's button and its "Didn't open?" fallback are (the success
        note keeps clear of this band, sent-note.tsx). Wider screens have room
        at the bottom right, above the round contact button.
      */}
      <Toast.Viewport className="fixed top-16 right-0 z-[80] flex w-full max-w-sm flex-col gap-2 p-4 outline-none sm:top-auto sm:bottom-24" />
    </Toast.Provider>
  );
}
