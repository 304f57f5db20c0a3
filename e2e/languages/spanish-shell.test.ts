import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { DEMO_FAQ_ROWS_ES } from "../../app/faq/demo-faq";
import { startSite, type RunningSite } from "../support/site";

// The shell (footer, floating panel's frame, 404) and the home, yacht, quick
// booking, contact and FAQ pages under /es, as the real server sends them:
// Spanish words, <html lang="es">, links that stay in Spanish, Spanish titles
// and structured data. The forms' own fields are checked with the forms.

let site: RunningSite;
beforeAll(async () => {
  site = await startSite();
});
afterAll(async () => {
  await site?.stop();
});

async function page(path: string) {
  const response = await fetch(`${site.url}${path}`, { redirect: "manual" });
  return { status: response.status, html: await response.text() };
}

/** The text a visitor reads (tags dropped, React's entities decoded, spaces collapsed). */
function visibleText(html: string): string {
  return html
    .replace(/<(script|style)\b[\s\S]*?<\/\1>/g, " ")
    .replace(/<[^>]*>/g, " ")
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");
}

const attribute = (html: string, name: string) => [...html.matchAll(new RegExp(`\\s${name}="([^"]*)"`, "g"))].map((match) => match[1]!);

/** Every link in the body to a page of the site, but the language switch (which leads to the other language). */
function pageLinks(html: string): string[] {
  const body = html.slice(html.indexOf("<body"));
  return [...body.matchAll(/<a\b([^>]*)>/g)]
    .map((match) => match[1]!)
    .filter((attributes) => !/\shrefLang=|\shreflang=/i.test(attributes))
    .map((attributes) => /\shref="([^"]*)"/.exec(attributes)?.[1] ?? "")
    .filter((href) => href.startsWith("/"));
}

function jsonLd(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].flatMap((match) => {
    const data = JSON.parse(match[1]!) as Record<string, unknown> | Record<string, unknown>[];
    return Array.isArray(data) ? data : [data];
  });
}

// Words of the shell every Spanish page shows, and the English they replace.
const SHELL_ES = ["Explorar", "Nuestra flota", "Vehículos populares", "Síganos en redes sociales", "Sur de Florida", "Todos los derechos reservados"];
const SHELL_EN = ["Our Fleet", "Popular vehicles", "Follow us on social media", "All rights reserved", "Luxury yacht charter available", ">Contact Us<"];

/** The page without its forms: their fields, labels and messages are checked with the forms. */
const withoutForms = (html: string) => html.replace(/<form\b[\s\S]*?<\/form>/g, " ");

const PAGES = [
  {
    path: "/es",
    title: / \| Alquiler de autos exóticos, yate y entretenimiento en Miami$/,
    spanish: ["LUJO REDEFINIDO", "EXPLORAR FLOTA", "YATE DE LUJO", "Mínimo 4 horas", "RESERVAR EL YATE", "Flota élite", "VER MÁS AUTOS ÉLITE", "Las mejores marcas del mundo", "Somos el PipeLine, abastecemos a toda la ciudad", "Ver flota", "Reserva élite"],
    english: ["LUXURY", "EXPLORE FLEET", "4 Hour Minimum", "BOOK YACHT EXPERIENCE", "VIEW MORE ELITE CARS", "Authorized dealer partnerships", "We are the PipeLine", "Elite Booking", "Scroll down", "Pause background video"],
  },
  {
    path: "/es/yacht-charter",
    title: /^Alquiler de yate en Miami \| /,
    spanish: ["Alquiler de yate de lujo", "Reserve su charter", "Especificaciones", "Eslora", "60 pies", "12 invitados", "Bar completo y sistema de sonido", "Política de libertad total", "Se permite fumar", "Precios", "$375", "por hora", "6 horas", "$2,250", "Reserve el yate", "preguntas frecuentes del yate"],
    english: ["Luxury Yacht Charter", "Reserve Your Charter", "Specifications", "Complete Freedom Policy", "Smoking allowed", "per hour", "Book the Yacht", "Yacht photos", "The yacht on calm water"],
  },
  {
    path: "/es/quick-booking",
    title: /^Reserva rápida \| /,
    spanish: ["Elija su experiencia", "Alquiler de autos", "Alquiler de yate", "Ver flota", "Ver yates"],
    english: ["Choose Your Experience", "Car Rental", "View Fleet", "View Yachts"],
  },
  {
    path: "/es/contact",
    title: /^Contáctenos \| /,
    spanish: ["Hablemos", "Información de contacto", "Teléfono", "Servicio disponible 24/7", "Ubicación", "Garantía de respuesta", "Envíenos un mensaje"],
    english: ["Get in Touch", "Contact Information", "24/7 Service Available", "Response Time Guarantee", "Send Us a Message"],
  },
  {
    path: "/es/faq",
    title: /^Requisitos de alquiler y preguntas frecuentes \| /,
    spanish: ["Antes de reservar", "Requisitos y documentos", "Cancelaciones", "¿Tiene otra pregunta?", "envíenos un mensaje", "Enlace a esta respuesta", ...DEMO_FAQ_ROWS_ES.map((row) => row.question)],
    english: ["Know Before You Book", "Requirements and documents", "Still have a question?", "Link to this answer", "How old do I have to be to rent?"],
  },
];

describe.each(PAGES)("$path", ({ path, title, spanish, english }) => {
  test("Spanish words, lang es, Spanish title and description", async () => {
    const { status, html } = await page(path);
    expect(status).toBe(200);
    expect(html).toMatch(/<html\b[^>]*\blang="es"/);
    const text = visibleText(html);
    for (const words of [...spanish, ...SHELL_ES]) expect(text, words).toContain(words);
    for (const words of english) expect(visibleText(withoutForms(html)), words).not.toContain(words);
    for (const words of SHELL_EN) expect(withoutForms(html), words).not.toContain(words);
    expect(withoutForms(html)).toMatch(/<button[^>]*popovertarget="contact-panel"[^>]*aria-label="Contáctenos"/i);
    expect(visibleText(/<title>([\s\S]*?)<\/title>/.exec(html)![1]!).trim()).toMatch(title);
    expect(/<meta name="description" content="([^"]*)"/.exec(html)![1]).not.toMatch(/\b(the|and|your|our|with)\b/);
  });

  test("every link to a page of the site stays in Spanish", async () => {
    const { html } = await page(path);
    const links = pageLinks(html);
    expect(links.length).toBeGreaterThan(5);
    expect(links.filter((href) => !/^\/es(?=$|[/?#])/.test(href) && !href.startsWith("#"))).toEqual([]);
  });

  test("structured data names the Spanish pages, in Spanish", async () => {
    const { html } = await page(path);
    const nodes = jsonLd(html);
    expect(nodes.length).toBeGreaterThan(0);
    for (const node of nodes) {
      if (node["@type"] === "BreadcrumbList") {
        const items = node.itemListElement as { name: string; item: string }[];
        expect(items[0]).toMatchObject({ name: "Inicio", item: `${new URL("/es", "http://localhost:3000").href}` });
        for (const item of items) expect(new URL(item.item).pathname).toMatch(/^\/es(\/|$)/);
      }
      if (node["@type"] === "AutoRental") expect(node).toMatchObject({ url: "http://localhost:3000/es", areaServed: { name: "Sur de Florida" } });
      if (node["@type"] === "FAQPage") expect(node).toMatchObject({ url: "http://localhost:3000/es/faq", inLanguage: "es" });
    }
  });
});

test("the footer's vehicle links and FAQ link lead to the Spanish pages", async () => {
  const { html } = await page("/es/contact");
  const nav = /<nav\b[^>]*aria-label="Vehículos populares"[^>]*>([\s\S]*?)<\/nav>/.exec(html)![1]!;
  expect(attribute(nav, "href")).toEqual([
    "/es/fleet/mclaren-gt-blue",
    "/es/fleet/mercedes-gls-600-black",
    "/es/fleet/rolls-royce-cullinan-glacier-white",
    "/es/fleet/lamborghini-urus-orange",
    "/es/fleet/mercedes-g63-blue",
  ]);
  expect(html).toMatch(/href="\/es\/faq"[^>]*>Requisitos y preguntas frecuentes</);
});

test("the floating panel's frame is Spanish", async () => {
  const { html } = await page("/es/quick-booking");
  expect(html).toMatch(/<button[^>]*popovertarget="contact-panel"[^>]*aria-label="Contáctenos"/i);
  expect(html).toMatch(/id="contact-panel-title"[^>]*>Contáctenos</);
  expect(html).toMatch(/aria-label="Cerrar"/);
});

test("a missing page under /es/ is a Spanish 404, and the English one stays as SPEC.md writes it", async () => {
  const spanish = await page("/es/no-such-page");
  expect(spanish.status).toBe(404);
  expect(spanish.html).toMatch(/<html\b[^>]*\blang="es"/);
  const text = visibleText(spanish.html);
  expect(text).toContain("¡Vaya! Página no encontrada");
  expect(text).not.toContain("Oops!");
  expect(spanish.html).toMatch(/<a [^>]*href="\/es"[^>]*>Volver al inicio<\/a>/);
  expect(visibleText(/<title>([\s\S]*?)<\/title>/.exec(spanish.html)![1]!)).toMatch(/^Página no encontrada \| /);

  const english = await page("/no-such-page");
  expect(english.status).toBe(404);
  expect(visibleText(english.html)).toContain("Oops! Page not found");
  expect(english.html).toMatch(/<a [^>]*href="\/"[^>]*>Return to Home<\/a>/);
});

test("the English pages keep SPEC.md's words", async () => {
  const home = visibleText((await page("/")).html);
  for (const words of ["LUXURY REDEFINED", "EXPLORE FLEET", "LUXURY CHARTER", "4 Hour Minimum", "BOOK YACHT EXPERIENCE", "VIEW MORE ELITE CARS", "We are the PipeLine, We Supply the Whole City", "Authorized dealer partnerships ensuring authentic luxury experiences.", "Miami's leading Exotic Car Rental & Full celebrity entertainment agency."]) {
    expect(home, words).toContain(words);
  }
  const contact = visibleText((await page("/contact")).html);
  for (const words of ["24/7 Service Available", "Miami, Florida", "Response Time Guarantee", "Contact Us", "Follow us on social media", "All rights reserved"]) {
    expect(contact, words).toContain(words);
  }
});
