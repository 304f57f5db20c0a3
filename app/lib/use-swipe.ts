import { useRef } from "react";

/**
 * A horizontal swipe (touch, pen or a mouse drag) over an element: calls
 * `onSwipe(1)` for a swipe to the left (the next item), `onSwipe(-1)` to the
 * right. The click a mouse drag ends with is swallowed, so a swipe that starts
 * on a button does not also press it. The element needs `touch-action: pan-y`
 * (or none), or the browser takes a sideways touch for itself.
 */
export function useSwipe(onSwipe: (step: 1 | -1) => void, threshold = 40) {
  const start = useRef<{ x: number; y: number } | null>(null);
  const swiped = useRef(false);
  return {
    onPointerDown(event: React.PointerEvent) {
      swiped.current = false;
      start.current = event.isPrimary ? { x: event.clientX, y: event.clientY } : null;
    },
    onPointerUp(event: React.PointerEvent) {
      const from = start.current;
      start.current = null;
      if (!from) return;
      const dx = event.clientX - from.x;
      if (Math.abs(dx) < threshold || Math.abs(dx) <= Math.abs(event.clientY - from.y)) return;
      swiped.current = true;
      onSwipe(dx < 0 ? 1 : -1);
    },
    onPointerCancel() {
      start.current = null;
    },
    onClickCapture(event: React.MouseEvent) {
      if (!swiped.current) return;
      swiped.current = false;
      event.preventDefault();
      event.stopPropagation();
    },
  };
}
