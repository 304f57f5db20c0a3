// The two catalogues hold the same keys: a key in one and not the other is a
// type error here (`npm run typecheck`), so no Spanish page falls back to an
// English word unnoticed. paraglide-js types each message's inputs.
import type en from "./en.json";
import type es from "./es.json";

type Keys<T> = Exclude<keyof T, "$schema">;
type Missing<A, B> = Exclude<Keys<A>, Keys<B>>;

export const catalogues: [Missing<typeof en, typeof es>, Missing<typeof es, typeof en>] extends [never, never]
  ? "same keys"
  : { missingInSpanish: Missing<typeof en, typeof es>; missingInEnglish: Missing<typeof es, typeof en> } = "same keys";
