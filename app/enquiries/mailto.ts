// Mail drafts (RFC 6068). Every value is percent-encoded with encodeURIComponent
// (spaces as %20: many mail programs show a `+` literally), lines are joined with
// CRLF, and single-line fields cannot carry a line break, so no field can add a
// line, a header or a parameter. The address is always the configured mailbox.

export type Draft = {
  to: string;
  subject: string;
  /** Body lines, `Label: value`; a multi-line message keeps its own breaks. */
  lines: string[];
};

const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g;
const CONTROL_BUT_NEWLINE = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u2028\u2029]/g;

/** Line breaks and control characters become spaces; runs of spaces shrink to one. */
export function singleLine(value: string): string {
  return value.replace(CONTROL, " ").replace(/ {2,}/g, " ").trim();
}

/** Keeps line breaks (normalised to \n), drops other control characters. */
export function multiLine(value: string): string {
  return value
    .replace(/\r\n?/g, "\n")
    .replace(CONTROL_BUT_NEWLINE, (char) => (char === "\t" ? " " : ""))
    .trim();
}

export function draftText(draft: Draft): string {
  return draft.lines.join("\n");
}

/** Past about 2,000 characters some mail handlers (Chrome, Outlook on Windows) drop a draft silently. */
export const MAILTO_MAX = 2000;

function encodeLine(line: string): string {
  return encodeURIComponent(line.replace(/\n/g, "\r\n"));
}

function encoded(draft: Draft, lines: string[]): string {
  return `mailto:${draft.to}?subject=${encodeURIComponent(singleLine(draft.subject))}&body=${lines.map(encodeLine).join("%0D%0A")}`;
}

/** The line's first characters whose encoding fits `budget`, whole characters only (never half a pair or a %XX). */
function cut(line: string, budget: number): string {
  let kept = "";
  let used = 0;
  for (const char of line) {
    used += encodeLine(char).length;
    if (used > budget) break;
    kept += char;
  }
  return kept.trimEnd();
}

/**
 * The draft as a mailto: URL of at most MAILTO_MAX characters: while it is
 * longer, the longest body line is shortened and ends with `marker`. Only the
 * URL is shortened; the Draft itself is unchanged.
 */
export function mailtoUrl(draft: Draft, marker = "[…]"): string {
  const lines = [...draft.lines];
  const shortened = new Set<number>();
  for (;;) {
    const url = encoded(draft, lines);
    const over = url.length - MAILTO_MAX;
    if (over <= 0 || shortened.size === lines.length) return url;
    let longest = -1;
    lines.forEach((line, index) => {
      if (!shortened.has(index) && (longest < 0 || encodeLine(line).length > encodeLine(lines[longest]!).length)) longest = index;
    });
    shortened.add(longest);
    const line = lines[longest]!;
    const room = encodeLine(line).length - over - encodeLine(` ${marker}`).length;
    lines[longest] = `${cut(line, room)} ${marker}`.trimStart();
  }
}
