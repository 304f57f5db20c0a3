import { cn } from "~/lib/cn";

type SectionHeadingProps = {
  eyebrow?: string;
  title: React.ReactNode;
  /** h1 for a page's own title, h2 for a section. */
  as?: "h1" | "h2";
  id?: string;
  align?: "center" | "start";
  className?: string;
  children?: React.ReactNode;
};

/** Gold eyebrow, display-face title, a short gold rule and optional lead text. */
export function SectionHeading({ eyebrow, title, as: Heading = "h2", id, align = "center", className, children }: SectionHeadingProps) {
  const centered = align === "center";
  return (
    <div className={cn(centered && "mx-auto text-center", "max-w-3xl", className)}>
      {eyebrow ? <p className="text-xs font-semibold uppercase tracking-[0.35em] text-gold-400">{eyebrow}</p> : null}
      <Heading id={id} className="mt-3 text-3xl font-bold text-balance text-white sm:text-4xl lg:text-5xl">
        {title}
      </Heading>
      <span aria-hidden="true" className={cn("mt-5 block h-px w-16 bg-gradient-to-r from-gold-600 to-gold-300", centered && "mx-auto")} />
      {children ? <div className="mt-5 text-base leading-relaxed text-pretty text-stone-300 sm:text-lg">{children}</div> : null}
    </div>
  );
}
