// A tiny store behind the toasts, so anything in the browser (an event handler,
// a clientAction) can show one without a React context.

export const TOAST_DURATION_MS = 4000;
/** At most this many toasts at once (SPEC.md section 9): a newer one drops the oldest for good, so none comes back later. */
const MAX_TOASTS = 3;

export type ToastVariant = "success" | "error";
export type ToastMessage = { id: number; title: string; description?: string; variant: ToastVariant };

let nextId = 1;
let toasts: ToastMessage[] = [];
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

export function toast(title: string, options: { description?: string; variant?: ToastVariant } = {}): number {
  const id = nextId++;
  toasts = [...toasts, { id, title, description: options.description, variant: options.variant ?? "success" }].slice(-MAX_TOASTS);
  emit();
  return id;
}

export function dismissToast(id: number): void {
  toasts = toasts.filter((item) => item.id !== id);
  emit();
}

export function subscribeToasts(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function currentToasts(): ToastMessage[] {
  return toasts;
}

const EMPTY: ToastMessage[] = [];
export function serverToasts(): ToastMessage[] {
  return EMPTY;
}
