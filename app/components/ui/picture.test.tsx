import { renderToString } from "react-dom/server";
import { expect, test } from "vitest";
import { CROPS, namedCopy, type Crop, type CropWidth, type Picture as PictureData, type PictureWidth } from "~/pictures/picture";
import { densityCapped, fullSizeUrl, Picture, pictureWidths } from "./picture";

// What the server writes for one picture: the formats, the widths worth
// offering, the reserved box and the preview behind it.

const PREVIEW = "data:image/webp;base64,UklGRiQAAABXRUJQVlA4IBgAAAAwAQCdASoBAAEAAwA0JaQAA3AA/vuUAAA=";

const stored = (over: Partial<Extract<PictureData, { kind: "stored" }>> = {}): PictureData => ({
  kind: "stored",
  path: "vehicles/urus 1.jpg",
  version: "5f3a9c",
  width: null,
  height: null,
  preview: null,
  ...over,
});

function render(picture: PictureData | null, extra: Partial<React.ComponentProps<typeof Picture>> = {}) {
  return renderToString(<Picture picture={picture} width={1280} height={800} sizes="100vw" alt="" {...extra} />);
}

test("a stored picture: AVIF and WebP sources at every width of the set and one middle-width JPEG img, the path escaped, the version named", () => {
  // The place's sizes, held at 2x (tested below), named S here.
  const html = render(stored()).replaceAll('sizes="(min-resolution: 2.5dppx) calc(100vw * 2 / 3), 100vw"', 'sizes="S"');
  const sources = [...html.matchAll(/<source type="([^"]+)" sizes="S" srcSet="([^"]+)"\/>/g)];
  expect(sources.map((source) => source[1])).toEqual(["image/avif", "image/webp"]);
  expect(sources[0]![2]!.split(", ")).toEqual(
    [160, 320, 480, 640, 800, 960, 1280, 1600, 1920].map((width) => `/img/${width}/5f3a9c/vehicles/urus%201.jpg.avif ${width}w`),
  );
  // The img is for a browser that decodes neither AVIF nor WebP: one JPEG, no srcset or sizes to send.
  expect(html).toMatch(/<img src="\/img\/960\/5f3a9c\/vehicles\/urus%201\.jpg\.jpg" width="1280" height="800" alt="" loading="lazy" decoding="async" class="bg-ink-800 object-cover"\/>/);
  expect(html).not.toContain(".jpg.jpg ");
});

test("no width beyond the original's when it is known, never fewer than the smallest", () => {
  expect(pictureWidths({ width: 1000 })).toEqual([160, 320, 480, 640, 800, 960]);
  expect(pictureWidths({ width: 1920 })).toHaveLength(9);
  expect(pictureWidths({ width: 90 })).toEqual([160]);
  expect(pictureWidths({ width: null })).toHaveLength(9);
  expect(fullSizeUrl(stored({ width: 1000 }))).toBe("/img/960/5f3a9c/vehicles/urus%201.jpg.jpg");
  expect(render(stored({ width: 500, height: 300 }))).not.toContain("/img/640/");
});

test("with the box's span, only the widths some screen takes: from the narrowest at 1x to the widest at 2x", () => {
  expect(pictureWidths({ width: 1920 }, [240, 608])).toEqual([320, 480, 640, 800, 960, 1280]);
  expect(pictureWidths({ width: 1000 }, [240, 608])).toEqual([320, 480, 640, 800, 960]);
  expect(pictureWidths({ width: null }, [100, 1000])).toEqual([160, 320, 480, 640, 800, 960, 1280, 1600, 1920]);
  expect(pictureWidths({ width: 200 }, [240, 608])).toEqual([160]);
  const html = render(stored({ width: 1920 }), { span: [240, 608] });
  for (const format of ["avif", "webp"]) {
    const srcset = new RegExp(`srcSet="([^"]+\\.${format} \\d+w)"`).exec(html)![1]!;
    expect(srcset.split(", ").map((candidate) => candidate.split(" ")[1])).toEqual(["320w", "480w", "640w", "800w", "960w", "1280w"]);
  }
  expect(html).not.toContain("span=");
});

test("the preview is the box's background from the first byte: the server's data URL itself, no SVG document, no script", () => {
  const html = render(stored({ preview: PREVIEW }));
  const style = /<img [^>]*style="([^"]+)"/.exec(html)![1]!.replaceAll("&quot;", '"');
  expect(style).toBe(`background-image:url("${PREVIEW}");background-size:cover;background-position:center;background-repeat:no-repeat`);
  expect(html).not.toContain("svg");
  // The whole photo: the preview is not cropped either.
  expect(render(stored({ preview: PREVIEW }), { fit: "contain" })).toContain("background-size:contain");
  // None yet: no background at all.
  expect(render(stored())).not.toContain("style=");
});

test("a row's external URL is a plain img of it; no picture at all is the placeholder, or an empty box", () => {
  const external = render({ kind: "external", url: "https://cdn.example.com/r8.jpg?x=1&y=2" });
  expect(external).not.toContain("<picture");
  expect(external).toContain('src="https://cdn.example.com/r8.jpg?x=1&amp;y=2"');
  expect(external).not.toMatch(/srcSet|sizes=/);
  expect(render(null)).toContain('src="/media/placeholder/vehicle.webp"');
  expect(render(null, { placeholder: null, className: "absolute inset-0" })).toBe('<span aria-hidden="true" class="block absolute inset-0"></span>');
});

test("a first-screen picture is eager and first, and preloads its AVIF candidates with the same sizes", () => {
  const html = renderToString(
    <html>
      <head />
      <body>
        <Picture picture={stored()} width={1280} height={800} sizes="(min-width: 1024px) 50vw, 100vw" alt="" priority />
      </body>
    </html>,
  );
  const preloads = html.match(/<link rel="preload" as="image"[^>]*>/g) ?? [];
  expect(preloads).toHaveLength(1);
  expect(preloads[0]).toContain('type="image/avif"');
  expect(preloads[0]).toContain(`imageSizes="${densityCapped("(min-width: 1024px) 50vw, 100vw")}"`);
  expect(preloads[0]).toContain("/img/1920/5f3a9c/vehicles/urus%201.jpg.avif 1920w");
  expect(html).toMatch(/<img [^>]*loading="eager" fetchPriority="high"/);
});

test("sizes hold the pixel ratio at 2: from 2.5x up every entry is asked at two thirds, the place's own entries follow", () => {
  expect(densityCapped("(min-width: 1280px) 390px, (min-width: 640px) calc((100vw - 72px) / 2), max(100vw, 854px)")).toBe(
    "(min-resolution: 2.5dppx) and (min-width: 1280px) calc(390px * 2 / 3), " +
      "(min-resolution: 2.5dppx) and (min-width: 640px) calc(calc((100vw - 72px) / 2) * 2 / 3), " +
      "(min-resolution: 2.5dppx) calc(max(100vw, 854px) * 2 / 3), " +
      "(min-width: 1280px) 390px, (min-width: 640px) calc((100vw - 72px) / 2), max(100vw, 854px)",
  );
  expect(densityCapped("40px")).toBe("(min-resolution: 2.5dppx) calc(40px * 2 / 3), 40px");
});

test("a crop part: the 9:16 centre's AVIF and WebP first, for its media only, and one preload per shape", () => {
  const tall = { shape: "tall", media: "(max-aspect-ratio: 3/4)", sizes: "100vw", span: [320, 1024] } as const;
  const html = renderToString(
    <html>
      <head />
      <body>
        <Picture picture={stored({ width: 1920, height: 1080 })} width={1920} height={1080} sizes="100vw" crop={tall} alt="" priority />
      </body>
    </html>,
  );
  const sources = [...html.matchAll(/<source media="([^"]+)" type="([^"]+)" sizes="[^"]+" srcSet="([^"]+)"\/>/g)];
  expect(sources.map((source) => [source[1], source[2]])).toEqual([
    [tall.media, "image/avif"],
    [tall.media, "image/webp"],
  ]);
  // The 1920x1080 original's centre is 607 px wide: the 640 copy is made at 607 and says so.
  expect(sources[0]![3]).toBe(
    "/img/320-tall/5f3a9c/vehicles/urus%201.jpg.avif 320w, /img/480-tall/5f3a9c/vehicles/urus%201.jpg.avif 480w, /img/640-tall/5f3a9c/vehicles/urus%201.jpg.avif 607w",
  );
  expect(html.indexOf("-tall/")).toBeLessThan(html.indexOf('<source type="image/avif"'));
  const preloads = (html.match(/<link rel="preload" as="image"[^>]*>/g) ?? []).map((tag) => /media="([^"]+)"/.exec(tag)?.[1]);
  expect(preloads.sort()).toEqual([tall.media, `not all and ${tall.media}`]);
  // Unknown size: every width of the span, each as wide as its URL says.
  const unknown = renderToString(<Picture picture={stored()} width={1920} height={1080} sizes="100vw" crop={tall} alt="" />);
  expect(unknown).toContain("/img/320-tall/5f3a9c/vehicles/urus%201.jpg.webp 320w, ");
  expect(unknown).toContain("/img/1920-tall/5f3a9c/vehicles/urus%201.jpg.webp 1920w");
  expect(unknown).not.toContain("/img/160-tall/");
  // Another shape: the 1920x1080 original's 3:4 centre is 810 px wide.
  const portrait = renderToString(<Picture picture={stored({ width: 1920, height: 1080 })} width={1920} height={1080} sizes="100vw" crop={{ ...tall, shape: "portrait" }} alt="" />);
  expect(portrait).toContain("/img/800-portrait/5f3a9c/vehicles/urus%201.jpg.avif 800w, /img/960-portrait/5f3a9c/vehicles/urus%201.jpg.avif 810w\"");
});

test("namedCopy: a copy made ahead of an original of any size is one the markup offers for it (a small original's instead of a narrower screen's)", () => {
  const sizes: [number, number][] = [[4032, 3024], [3024, 4032], [1920, 1080], [1280, 720], [1000, 1000], [700, 500], [300, 200], [90, 60]];
  const wanted: (PictureWidth | CropWidth)[] = [640, 800, 1920, ...(Object.keys(CROPS) as Crop[]).flatMap((shape) => [`800-${shape}`, `960-${shape}`] as const)];
  for (const [width, height] of sizes) {
    for (const copy of wanted) {
      const named = namedCopy({ width, height }, copy);
      const shape = typeof copy === "string" ? (copy.split("-")[1] as Crop) : undefined;
      const html = renderToString(
        <Picture picture={stored({ width, height })} width={1280} height={800} sizes="100vw" alt="" crop={shape ? { shape, media: "(max-width: 479px)", sizes: "100vw", span: [320, 479] } : undefined} />,
      );
      expect(html, `${width}x${height} ${copy}`).toContain(`/img/${named}/5f3a9c/vehicles/urus%201.jpg.avif `);
      // Never wider than wanted: a large original's copy is the one asked for.
      expect(Number.parseInt(String(named)), `${width}x${height} ${copy}`).toBeLessThanOrEqual(Number.parseInt(String(copy)));
      if (width >= 1920 && height >= 1920) expect(named).toBe(copy);
    }
  }
  // The demo's 1920x1080 hero: its 9:16 centre is 607 px wide, offered as the 640 copy.
  expect(namedCopy({ width: 1920, height: 1080 }, "800-tall")).toBe("640-tall");
  expect(namedCopy({ width: 1280, height: 720 }, "960-square")).toBe("800-square");
  expect(namedCopy({ width: 700, height: 500 }, 800)).toBe(640);
  expect(namedCopy({ width: null, height: null }, "960-tall")).toBe("960-tall");
});
