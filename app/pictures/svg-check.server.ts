import { SaxesParser, type SaxesAttributeNS } from "saxes";

// Whether an uploaded SVG is a plain drawing, the only kind the picture
// pipeline serves as it is (docs/decisions/018-logos-through-the-pipeline.md).
// An allow-list, read by a conforming XML parser: the root is <svg>, every
// element is a drawing element of the SVG namespace (or an editor's or the
// license metadata's own, which browsers ignore), no attribute is an event
// handler, every reference (href, xlink:href, url(), in attributes and style
// sheets) points inside the document, and there is no DOCTYPE (so no entity),
// no processing instruction, no @import. Anything else is named in the answer.

/** An SVG's bytes at most: a logo is a few KB; more is a drawing traced from a photo, served to every visitor. */
export const MAX_SVG_BYTES = 256 * 1024;

const SVG_NS = "http://www.w3.org/2000/svg";

const DRAWING = new Set([
  "svg", "g", "defs", "symbol", "use", "title", "desc", "metadata", "style",
  "path", "rect", "circle", "ellipse", "line", "polyline", "polygon", "text", "tspan", "textPath",
  "linearGradient", "radialGradient", "stop", "pattern", "clipPath", "mask", "marker",
  "filter", "feBlend", "feColorMatrix", "feComponentTransfer", "feComposite", "feConvolveMatrix", "feDiffuseLighting",
  "feDisplacementMap", "feDistantLight", "feDropShadow", "feFlood", "feFuncA", "feFuncB", "feFuncG", "feFuncR",
  "feGaussianBlur", "feMerge", "feMergeNode", "feMorphology", "feOffset", "fePointLight", "feSpecularLighting",
  "feSpotLight", "feTile", "feTurbulence",
]);

/** Namespaces of what drawing programs and license notes add, which no browser acts on (Inkscape's, RDF, Dublin Core, Creative Commons). */
const INERT_NAMESPACES = new Set([
  "http://www.inkscape.org/namespaces/inkscape",
  "http://sodipodi.sourceforge.net/DTD/sodipodi-0.dtd",
  "http://www.w3.org/1999/02/22-rdf-syntax-ns#",
  "http://purl.org/dc/elements/1.1/",
  "http://creativecommons.org/ns#",
  "http://web.resource.org/cc/",
]);

/** What in a style sheet or attribute could reach outside the document, or null. */
function cssProblem(css: string): string | null {
  if (css.includes("\\")) return "a CSS escape (\\)";
  if (/@import/i.test(css)) return "an @import";
  if (/image-set\s*\(/i.test(css)) return "an image-set()";
  for (const [, target] of css.matchAll(/url\s*\(\s*['"]?([^'")]*)/gi)) {
    if (!target!.trim().startsWith("#")) return `a reference outside the file: url(${target!.slice(0, 60)})`;
  }
  return null;
}

function attributeProblem(attribute: SaxesAttributeNS, element: string): string | null {
  const { local, name, value } = attribute;
  if (/^on/i.test(local)) return `an event attribute ${name} on <${element}>`;
  if (local === "href" && !value.trim().startsWith("#")) return `a reference outside the file: ${name}="${value.slice(0, 60)}" on <${element}>`;
  return cssProblem(value);
}

/**
 * Null when `text` is a plain drawing as described above; else the first
 * thing found that makes it more (`<script>`, `an event attribute onload`...).
 */
export function svgProblem(text: string): string | null {
  const parser = new SaxesParser({ xmlns: true });
  const open: string[] = [];
  let problem: string | null = null;
  let root = true;
  const found = (what: string | null) => {
    problem ??= what;
  };
  parser.on("doctype", () => found("a DOCTYPE (it can declare entities)"));
  parser.on("processinginstruction", (pi) => found(`a processing instruction <?${pi.target}?>`));
  parser.on("opentag", (tag) => {
    if (root && (tag.uri !== SVG_NS || tag.local !== "svg")) found(`<${tag.name}> where <svg> should start the file`);
    root = false;
    if (tag.uri === SVG_NS ? !DRAWING.has(tag.local) : !INERT_NAMESPACES.has(tag.uri)) found(`<${tag.name}>`);
    for (const attribute of Object.values(tag.attributes)) found(attributeProblem(attribute, tag.name));
    open.push(tag.uri === SVG_NS ? tag.local : "");
  });
  parser.on("closetag", () => void open.pop());
  const styleText = (css: string) => {
    if (open.at(-1) === "style") found(cssProblem(css));
  };
  parser.on("text", styleText);
  parser.on("cdata", styleText);
  try {
    parser.write(text).close();
  } catch (error) {
    found(`not well-formed XML (${error instanceof Error ? error.message.split("\n")[0] : String(error)})`);
  }
  return problem;
}
