import { execFile } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { ROOT } from "../perf/server.ts";

// The W3C Nu HTML Checker (npm vnu-jar, run with the machine's Java 17) on the
// server's HTML, saved to files: one Java start for every page.

export const VNU_JAR = resolve(ROOT, "node_modules", "vnu-jar", "build", "dist", "vnu.jar");

type VnuMessage = { type: string; subType?: string; url?: string; message: string; extract?: string; lastLine?: number };

export async function validateHtml(pages: { name: string; html: string }[]): Promise<string[]> {
  const dir = mkdtempSync(join(tmpdir(), "audit-html-"));
  const files = pages.map((page, index) => {
    const file = join(dir, `page-${index}.html`);
    writeFileSync(file, page.html);
    return { file, name: page.name };
  });
  try {
    const output = await new Promise<string>((done, fail) => {
      // --errors-only: warnings are advice; --format json goes to stderr.
      execFile(
        "java",
        ["-Xss8m", "-jar", VNU_JAR, "--errors-only", "--format", "json", ...files.map((entry) => entry.file)],
        { maxBuffer: 16 * 1024 * 1024, timeout: 120_000 },
        (error, _stdout, stderr) => {
          // vnu exits 1 when it found errors; the JSON still says which.
          if (error && !stderr.trim().startsWith("{")) fail(new Error(`vnu failed: ${error.message}\n${stderr}`));
          else done(stderr);
        },
      );
    });
    const { messages } = JSON.parse(output) as { messages: VnuMessage[] };
    return messages
      .filter((message) => message.type === "error" || message.subType === "fatal")
      .map((message) => {
        const page = files.find((entry) => message.url?.endsWith(entry.file))?.name ?? message.url ?? "?";
        return `${page}: line ${message.lastLine ?? "?"}: ${message.message}${message.extract ? ` (${message.extract.trim().slice(0, 120)})` : ""}`;
      });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
