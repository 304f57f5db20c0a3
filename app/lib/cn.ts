import { clsx, type ClassValue } from "clsx";

/**
 * Joins class names. It does not resolve conflicting Tailwind utilities (that
 * needs tailwind-merge in every page's first load): a caller that switches a
 * utility passes one class or the other, never both.
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
