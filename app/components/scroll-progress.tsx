import { useEffect, useRef } from "react";

const THRESHOLD_PX = 100;

/**
 * The thin gold bar at the top. app.css drives it with a scroll-driven
 * animation; this effect only steps in for browsers without scroll timelines.
 */
export function ScrollProgress() {
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = ref.current;
    if (!element || CSS.supports("animation-timeline: scroll()")) return;
    let frame = 0;
    function update() {
      frame = 0;
      const root = document.documentElement;
      const max = root.scrollHeight - root.clientHeight;
      const fraction = max > 0 ? Math.min(1, window.scrollY / max) : 0;
      element!.style.setProperty("--scroll-fraction", String(fraction));
      element!.dataset.pastThreshold = String(window.scrollY > THRESHOLD_PX);
    }
    function onScroll() {
      if (!frame) frame = requestAnimationFrame(update);
    }
    update();
    window.addEventListener("scroll", onScroll, { passive: true });
    window.addEventListener("resize", onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener("scroll", onScroll);
      window.removeEventListener("resize", onScroll);
    };
  }, []);

  return (
    <div ref={ref} className="scroll-progress" aria-hidden="true" data-testid="scroll-progress">
      <div className="scroll-progress-bar" />
    </div>
  );
}
