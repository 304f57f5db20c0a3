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

export function mailtoUrl(draft: Draft): string {
  const body = draft.lines.join("\n").replace(/\n/g, "\r\n");
  return `mailto:${draft.to}?subject=${encodeURIComponent(singleLine(draft.subject))}&body=${encodeURIComponent(body)}`;
}
