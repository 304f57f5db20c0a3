import { YACHT } from "../lib/site";

// The charter price, shown on the yacht pages and in the booking form.

export function yachtTotal(hours: number): number {
  return hours * YACHT.pricePerHour;
}

export function formatUsd(amount: number): string {
  return new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", maximumFractionDigits: 0 }).format(amount);
}
