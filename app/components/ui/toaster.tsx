import { Suspense, useState, useSyncExternalStore } from "react";
import { lazyComponent } from "~/hydration/deferred";
import { currentToasts, serverToasts, subscribeToasts } from "./toast-store";

// Toasts only ever follow something the visitor did (a copied link, a sent
// form), so the radix Toast layer is not part of any first load:
// it is fetched with the first toast and stays mounted from then on.

const ToastLayer = lazyComponent(() => import("./toast-layer").then((module) => module.default));

export function Toaster() {
  const toasts = useSyncExternalStore(subscribeToasts, currentToasts, serverToasts);
  const [wanted, setWanted] = useState(false);
  if (toasts.length > 0 && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ToastLayer toasts={toasts} />
    </Suspense>
  );
}
