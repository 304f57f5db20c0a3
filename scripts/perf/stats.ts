// Numbers on a shared machine drift: the bench reports medians and ratios.

export function median(values: number[]): number {
  const sorted = values.filter((value) => Number.isFinite(value)).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

export function kib(bytes: number): number {
  return Math.round((bytes / 1024) * 10) / 10;
}

export function round(value: number, digits = 0): number {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}

/** A plain-text table: one header row, columns padded to their widest cell. */
export function table(header: string[], rows: (string | number)[][]): string {
  const cells = [header, ...rows.map((row) => row.map((cell) => String(cell)))];
  const widths = header.map((_, column) => Math.max(...cells.map((row) => (row[column] ?? "").length)));
  const line = (row: string[]) => row.map((cell, column) => cell.padStart(widths[column]!)).join("  ");
  return [line(cells[0]!), line(widths.map((width) => "-".repeat(width))), ...cells.slice(1).map(line)].join("\n");
}
