import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { posix, resolve } from "node:path";
import { expect, test } from "vitest";
import { startCommand } from "../scripts/perf/server";

// What the image recipe can be checked for without a container runtime:
// which repository files reach the build context (.dockerignore, read with
// Docker's rules) and what the Dockerfile asks for. scripts/check-image.sh builds
// the image and checks the result where Docker or Podman works.

const ROOT = resolve(import.meta.dirname, "..");

/** Docker's .dockerignore rules: Go filepath.Match per pattern plus `**`; a match on a directory covers what is inside; `!` re-includes. */
function dockerIgnore(text: string) {
  const rules = text
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith("#"))
    .map((line) => {
      const exception = line.startsWith("!");
      const pattern = (exception ? line.slice(1) : line).replace(/^\/+/, "").replace(/\/+$/, "");
      let source = "";
      for (let i = 0; i < pattern.length; i++) {
        const char = pattern[i]!;
        if (pattern.startsWith("**/", i)) {
          source += "(?:.*/)?";
          i += 2;
        } else if (pattern.startsWith("**", i)) {
          source += ".*";
          i += 1;
        } else if (char === "*") source += "[^/]*";
        else if (char === "?") source += "[^/]";
        else source += char.replace(/[.+^${}()|[\]\\]/g, "\\$&");
      }
      return { exception, regex: new RegExp(`^${source}$`) };
    });
  return (path: string) => {
    const parts = path.split("/");
    const prefixes = parts.map((_, index) => parts.slice(0, index + 1).join("/"));
    let excluded = false;
    for (const rule of rules) {
      if (prefixes.some((prefix) => rule.regex.test(prefix))) excluded = !rule.exception;
    }
    return excluded;
  };
}

const tracked = execFileSync("git", ["ls-files"], { cwd: ROOT, encoding: "utf8" }).split("\n").filter(Boolean);
const excluded = dockerIgnore(readFileSync(resolve(ROOT, ".dockerignore"), "utf8"));
const inContext = tracked.filter((path) => !excluded(path));

test("the matcher reads .dockerignore the way Docker does", () => {
  const match = dockerIgnore("e2e\n**/*.md\n*.log\n!keep.log\n");
  expect(match("e2e/enquiries/forms.test.ts")).toBe(true);
  expect(match("README.md")).toBe(true);
  expect(match("public/media/README.md")).toBe(true);
  expect(match("server/app.log")).toBe(false);
  expect(match("error.log")).toBe(true);
  expect(match("keep.log")).toBe(false);
  expect(match("app/e2e.ts")).toBe(false);
});

test("no test, test helper or document reaches the image's build context", () => {
  const unwanted = inContext.filter(
    (path) => /\.test\.tsx?$/.test(path) || /\.md$/.test(path) || /^(e2e|tests|docs|deploy|supabase|\.ci)\//.test(path),
  );
  expect(unwanted).toEqual([]);
});

test("nothing under public/ that is not meant to be served reaches the build (public/ is copied to the site's root)", () => {
  const served = inContext.filter((path) => path.startsWith("public/"));
  expect(served.length).toBeGreaterThan(10);
  expect(served.filter((path) => !/\.(svg|webp|jpg|jpeg|png|avif|mp4|webm|ico|woff2|txt|webmanifest|json)$/.test(path))).toEqual([]);
});

test("everything the build and the server need is in the context", () => {
  for (const path of [
    "package.json",
    "package-lock.json",
    "vite.config.ts",
    "react-router.config.ts",
    "tsconfig.json",
    "scripts/subset-fonts.ts",
    "app/root.tsx",
    "app/routes.ts",
    "server/start.ts",
    "server/app.ts",
    "public/favicon.svg",
  ]) {
    expect(inContext, path).toContain(path);
  }
  // Every module server/ imports at run time is in the context, and the image's last stage copies it.
  const dockerfile = readFileSync(resolve(ROOT, "Dockerfile"), "utf8");
  const copied = [...dockerfile.slice(dockerfile.lastIndexOf("\nFROM ")).matchAll(/^COPY (?!--)(\S+) /gm)].map(([, source]) => source!);
  for (const file of inContext.filter((path) => path.startsWith("server/"))) {
    for (const [, specifier] of readFileSync(resolve(ROOT, file), "utf8").matchAll(/(?:from |import\()"(\.\.?\/[^"]+)"/g)) {
      const target = posix.join(posix.dirname(file), specifier!);
      expect(inContext, `${file} imports ${specifier}`).toContain(target);
      expect(copied.some((source) => target === source || target.startsWith(`${source}/`)), `the image ships ${target}`).toBe(true);
    }
  }
});

test("the Dockerfile: registry-only build, production packages only, root-owned files, an unprivileged user, a health check", () => {
  const dockerfile = readFileSync(resolve(ROOT, "Dockerfile"), "utf8");
  const instructions = dockerfile
    .replace(/\\\n/g, " ")
    .split("\n")
    .filter((line) => line.trim() && !line.trim().startsWith("#"));
  // A `# syntax=` line makes BuildKit fetch a frontend image before anything else.
  expect(dockerfile).not.toMatch(/^#\s*syntax=/m);
  for (const from of instructions.filter((line) => line.startsWith("FROM "))) expect(from).toMatch(/^FROM node:24-slim\b/);
  const finalStage = instructions.slice(instructions.findLastIndex((line) => line.startsWith("FROM ")));
  expect(finalStage.filter((line) => /--chown/.test(line))).toEqual([]);
  expect(finalStage.filter((line) => line.startsWith("RUN "))).toEqual([]);
  const user = finalStage.findIndex((line) => line.startsWith("USER "));
  expect(finalStage[user]).toBe("USER node");
  expect(finalStage.findLastIndex((line) => line.startsWith("COPY "))).toBeLessThan(user);
  expect(finalStage.some((line) => line.startsWith("HEALTHCHECK ") && line.includes("/healthz"))).toBe(true);
  // The server runs as `npm start` runs it, allocator and V8 settings included:
  // the young and old generations are bounded, which keeps a flood of requests under 256 MiB
  // resident (`npm run bench -- --only=memory` measures it), and glibc's heaps are
  // two, which keeps the picture pipeline's peak down (e2e/pictures/pictures-memory.test.ts).
  const start = startCommand(ROOT);
  expect(start.env).toEqual({
    MALLOC_ARENA_MAX: expect.stringMatching(/^\d+$/),
    MALLOC_TRIM_THRESHOLD_: expect.stringMatching(/^\d+$/),
    MALLOC_MMAP_THRESHOLD_: expect.stringMatching(/^\d+$/),
  });
  expect(start.options).toEqual([expect.stringMatching(/^--max-semi-space-size=\d+$/), expect.stringMatching(/^--max-old-space-size=\d+$/)]);
  const env = finalStage.filter((line) => line.startsWith("ENV ")).join(" ");
  for (const [name, value] of Object.entries(start.env)) expect(env).toMatch(new RegExp(`\\b${name}=${value}\\b`));
  expect(finalStage.at(-1)).toBe(`CMD [${["node", ...start.options, "server/start.ts"].map((word) => JSON.stringify(word)).join(", ")}]`);
  const install = instructions.find((line) => line.includes("--omit=dev"));
  // Optional packages are kept (sharp's libvips for the platform), TypeScript's are removed.
  expect(install).not.toContain("--omit=optional");
  expect(install).toMatch(/rm -rf node_modules\/typescript node_modules\/@types/);
  expect(instructions.some((line) => /find build -name '\*\.map' -delete/.test(line))).toBe(true);
});

test("deploy/compose.yaml passes every setting README.md lists, mounts files that exist, and has restart, health and log rotation", () => {
  const compose = readFileSync(resolve(ROOT, "deploy", "compose.yaml"), "utf8");
  const readme = readFileSync(resolve(ROOT, "README.md"), "utf8");
  const settings = [...readme.matchAll(/^\| `([A-Z_]+)` \|/gm)].map((match) => match[1]!);
  expect(settings.length).toBeGreaterThan(10);
  expect(settings.filter((name) => !new RegExp(`^\\s+${name}: `, "m").test(compose))).toEqual([]);
  for (const [, source] of compose.matchAll(/^\s+- \.\/([\w./-]+):/gm)) {
    expect(existsSync(resolve(ROOT, "deploy", source!)), source).toBe(true);
  }
  expect(compose.match(/restart: unless-stopped/g)).toHaveLength(2);
  expect(compose).toContain("/healthz");
  expect(compose.match(/max-size: 10m/g)).toHaveLength(2);
  // No port of the site is published: only the proxy's.
  expect(compose.slice(0, compose.indexOf("  proxy:"))).not.toMatch(/ports:/);
});
