import { cva, type VariantProps } from "class-variance-authority";

// The site's call-to-action look, for links and buttons alike: solid gold for
// the main action, a gold outline beside it. Every size is a 44 px target.

export const cta = cva(
  "tap-target relative inline-flex items-center justify-center gap-2 rounded-full font-semibold uppercase tracking-[0.18em] transition-colors focus-visible:outline-offset-4",
  {
    variants: {
      tone: {
        solid: "bg-gold-500 text-black shadow-[0_0_28px_rgba(212,175,55,0.35)] hover:bg-gold-400",
        outline: "border border-gold-400/80 text-gold-300 hover:bg-gold-500 hover:text-black",
        light: "border border-white/70 bg-black/30 text-white backdrop-blur hover:border-gold-400 hover:bg-gold-500 hover:text-black",
      },
      size: {
        md: "px-6 py-3 text-xs",
        lg: "px-8 py-4 text-sm",
      },
    },
    defaultVariants: { tone: "solid", size: "md" },
  },
);

export type CtaVariants = VariantProps<typeof cta>;
