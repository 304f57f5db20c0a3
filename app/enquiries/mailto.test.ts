import { expect, test } from "vitest";
import { contactPanelDraft, contactPanelSchema } from "./contact-panel";
import { MAILTO_MAX, mailtoUrl, multiLine, singleLine } from "./mailto";
import { parseForm } from "./parse";
import { decodeMailto } from "../../tests/support/mailto";

const site = { email: "bookings@example.com" };

function form(entries: Record<string, string>): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(entries)) data.set(key, value);
  return data;
}

test("values are percent-encoded with %20 for spaces and CRLF between lines", () => {
  const url = mailtoUrl({ to: "bookings@example.com", subject: "Hello there", lines: ["A: one two", "B: 3+4 & 5"] });
  expect(url).toBe("mailto:bookings@example.com?subject=Hello%20there&body=A%3A%20one%20two%0D%0AB%3A%203%2B4%20%26%205");
  expect(url).not.toContain("+");
});

test("single-line values lose line breaks and control characters", () => {
  expect(singleLine("Ann\r\nBcc: x@evil.test")).toBe("Ann Bcc: x@evil.test");
  expect(singleLine("  a\u0000b\tc\u2028d  ")).toBe("a b c d");
});

test("messages keep their own line breaks, normalised", () => {
  expect(multiLine("one\r\ntwo\rthree\n\u0007four")).toBe("one\ntwo\nthree\nfour");
});

test.each(["\r\nBcc: spy@evil.test", "&bcc=spy@evil.test", "?cc=spy@evil.test", "%0D%0ABcc:spy@evil.test", "\nTo: x@evil.test"])(
  "injection attempt %j in any field stays inside its own value",
  (attack) => {
    for (const field of ["name", "phone", "email", "service", "message"]) {
      const values: Record<string, string> = {
        name: "Ann",
        phone: "305",
        email: "ann@example.com",
        service: "Yacht Charter",
        message: "Hi",
      };
      values[field] = field === "email" || field === "service" ? values[field]! : `${values[field]}${attack}`;
      const parsed = parseForm(contactPanelSchema("en"), form(values));
      if (!parsed.ok) continue;
      const url = mailtoUrl(contactPanelDraft(site, parsed.data, "en"));
      const decoded = decodeMailto(url);
      expect(decoded.to).toBe("bookings@example.com");
      expect(decoded.params).toEqual(["subject", "body"]);
      expect(url.slice(url.indexOf("?") + 1).split("&")).toHaveLength(2);
      const lines = decoded.body.split("\r\n");
      if (field !== "message") expect(lines).toHaveLength(5);
      expect(lines.slice(0, 4).every((line) => /^(Name|Phone|Email|Service Interest): /.test(line))).toBe(true);
    }
  },
);

test.each([
  ["long Spanish", "Quiero reservar el yate para mañana, señor; ¿está disponible? Año nuevo en Miami. ".repeat(40)],
  ["emoji", "🚗🛥️ fiesta 🎉 ñandú ".repeat(120)],
  ["one long word of emoji", "😀".repeat(1500)],
])("a %s message is shortened in the URL only, to at most 2000 characters of valid UTF-8", (_name, message) => {
  const draft = { to: "bookings@example.com", subject: "Solicitud de reserva – Yate", lines: ["Nombre: Ñoño Pérez", `Mensaje: ${message}`, "Teléfono: +1 305 555 0100"] };
  const copy = structuredClone(draft);
  const url = mailtoUrl(draft, "[… recortado]");
  expect(url.length).toBeLessThanOrEqual(MAILTO_MAX);
  expect(url.length).toBeGreaterThan(MAILTO_MAX - 40);
  const body = decodeURIComponent(url.slice(url.indexOf("&body=") + 6)); // throws on a cut %XX or half a pair
  expect(body.isWellFormed()).toBe(true);
  expect(body).toContain("Nombre: Ñoño Pérez\r\nMensaje: ");
  expect(body).toMatch(/ \[… recortado\]\r\nTeléfono: \+1 305 555 0100$/);
  expect(draft).toEqual(copy);
});

test("a draft within the limit is not touched", () => {
  const draft = { to: "bookings@example.com", subject: "S", lines: ["Mensaje: mañana"] };
  expect(mailtoUrl(draft, "[…]")).not.toContain(encodeURIComponent("[…]"));
});
