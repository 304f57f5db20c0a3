import { readdirSync, readFileSync } from "node:fs";
import { expect, test } from "vitest";
import { svgProblem } from "./svg-check.server";

// What makes an SVG more than a plain drawing (docs/decisions/018): each is
// named; the project's own wordmarks and an editor's plain export pass.

const svg = (body: string, attributes = "") => `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"${attributes}>${body}</svg>`;

test("the project's own wordmarks and placeholder are plain drawings", () => {
  for (const dir of ["public/media/brand", "public/media/placeholder"]) {
    for (const file of readdirSync(dir).filter((name) => name.endsWith(".svg"))) expect(svgProblem(readFileSync(`${dir}/${file}`, "utf8")), file).toBeNull();
  }
});

test("an editor's export with its declaration, metadata, layers, gradients and a style sheet passes", () => {
  const exported = `<?xml version="1.0" encoding="UTF-8"?>
<!-- Created with Inkscape -->
<svg xmlns="http://www.w3.org/2000/svg" xmlns:inkscape="http://www.inkscape.org/namespaces/inkscape" xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 240 80">
  <metadata><rdf:RDF><dc:title>Logo</dc:title></rdf:RDF></metadata>
  <style><![CDATA[.a{fill:url(#g)} .b{font-family:"Helvetica Neue"}]]></style>
  <defs><linearGradient id="g"><stop offset="0" stop-color="#fff"/></linearGradient><path id="p" d="M0 0h10"/></defs>
  <g inkscape:label="Layer 1" inkscape:groupmode="layer"><use xlink:href="#p" class="a"/><rect fill="url(#g)" style="stroke:url('#g')" width="10" height="10"/></g>
</svg>`;
  expect(svgProblem(exported)).toBeNull();
});

test.each([
  [svg("<script>alert(1)</script>"), "<script>"],
  [svg("", ' onload="alert(1)"'), "an event attribute onload on <svg>"],
  [svg('<rect onClick="x()"/>'), "an event attribute onClick on <rect>"],
  [svg('<use xlink:href="https://example.com/a.svg#x"/>'), 'a reference outside the file: xlink:href="https://example.com/a.svg#x" on <use>'],
  [svg('<use href="data:image/svg+xml;base64,PHN2Zz4="/>'), 'a reference outside the file: href="data:image/svg+xml;base64,PHN2Zz4=" on <use>'],
  [svg('<image href="#x"/>'), "<image>"],
  [svg('<a href="#x"><rect/></a>'), "<a>"],
  [svg('<set attributeName="href" to="javascript:alert(1)"/>'), "<set>"],
  [svg('<rect fill="url(https://example.com/p.svg#g)"/>'), "a reference outside the file: url(https://example.com/p.svg#g)"],
  [svg('<rect style="fill: url( \'//example.com/x\' )"/>'), "a reference outside the file: url(//example.com/x)"],
  [svg("<style>@import 'https://example.com/a.css';</style>"), "an @import"],
  [svg("<style>.a{background:u\\72l(x)}</style>"), "a CSS escape (\\)"],
  [svg('<style>.a{fill:image-set("x.png" 1x)}</style>'), "an image-set()"],
  [svg('<foreignObject><div xmlns="http://www.w3.org/1999/xhtml">x</div></foreignObject>'), "<foreignObject>"],
  [svg('<h:script xmlns:h="http://www.w3.org/1999/xhtml">alert(1)</h:script>'), "<h:script>"],
  [`<!DOCTYPE svg [<!ENTITY a "aaaaaaaaaa">]>${svg("<text>&a;</text>")}`, "a DOCTYPE (it can declare entities)"],
  [`<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">${svg("")}`, "a DOCTYPE (it can declare entities)"],
  [`<?xml-stylesheet href="https://example.com/a.css"?>${svg("")}`, "a processing instruction <?xml-stylesheet?>"],
  ["<html><body/></html>", "<html> where <svg> should start the file"],
  [`<svg>${"<g>"}</svg>`, "<svg> where <svg> should start the file"],
])("%s is not a plain drawing: %s", (text, problem) => {
  expect(svgProblem(text)).toBe(problem);
});

test("text that is not well-formed XML is named as such", () => {
  expect(svgProblem(svg("<rect>"))).toMatch(/^not well-formed XML/);
  expect(svgProblem(svg("<text>&nbsp;</text>"))).toMatch(/^not well-formed XML/);
});
