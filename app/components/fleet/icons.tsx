// Small inline icons (no icon font, no extra request). Decorative: every
// control that uses one carries its own text or label. Here: the one the first
// screen's script needs (the gallery's Fullscreen button); the rest are in more-icons.tsx.

export type IconProps = { className?: string };

export function Svg({ className = "size-5", children }: IconProps & { children: React.ReactNode }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className={className} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round">
      {children}
    </svg>
  );
}

export function ExpandIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5" />
    </Svg>
  );
}
