import { clsx, type ClassValue } from "clsx";

/**
 * Joins class names. It does not resolve conflicting Tailwind utilities (that
 * needed tailwind-merge, 8.5 KiB gzip on every page): a caller that switches a
 * utility passes one class or the other, never both.
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
