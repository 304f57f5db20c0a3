import { describe, expect, test } from "vitest";
import { DEMO_VEHICLE_ROWS } from "../../app/catalog/demo-catalog";
import { deferredHydrated, expectAccessible, JS_MODES, openPage } from "../support/browser";
import { siteAndBrowserForFile } from "../support/site-and-browser";

// The fleet and the vehicle pages under /es on the real server: Spanish words,
// Spanish links, the owner's Spanish and the known vocabularies, redirects that
// stay in Spanish; with and without JavaScript.

const URUS = DEMO_VEHICLE_ROWS.find((row) => row.model === "Urus")!;
const URUS_PATH = "/es/fleet/lamborghini-urus-orange";

const env = siteAndBrowserForFile();

async function html(path: string) {
  const response = await fetch(`${env.site.url}${path}`, { redirect: "manual" });
  return { status: response.status, location: response.headers.get("location"), text: await response.text() };
}

test("/es/fleet and ?brand= are Spanish pages whose links stay in Spanish", async () => {
  const page = await html("/es/fleet");
  expect(page.status).toBe(200);
  for (const text of ["<title>Flota de autos exóticos en alquiler en Miami", "Nuestra flota exótica", 'aria-label="Filtrar por marca"', ">Todas<", ">Ver detalles<", ">Por día<", "Disponible", "Reservado"]) {
    expect(page.text, text).toContain(text);
  }
  expect(page.text).toContain('href="/es/fleet?brand=ferrari"');
  expect(page.text).toContain(`href="${URUS_PATH}"`);
  const main = page.text.slice(page.text.indexOf("<main"), page.text.indexOf("</main>"));
  expect(main).not.toMatch(/href="\/fleet[/?"]/);
  expect(page.text).not.toContain("View details");
  const ferrari = await html("/es/fleet?brand=ferrari");
  expect(ferrari.text).toContain("<title>Alquiler de Ferrari en Miami");
  expect(ferrari.text).toContain('aria-current="page" class');
  const none = await html("/es/fleet?brand=bugatti");
  expect(none.text).toContain("No se encontraron vehículos");
  expect(none.text).toContain('href="/es/fleet"');
});

test("/es/fleet/{slug}: the owner's Spanish, the vocabularies in Spanish, colours and names as written; raw ids redirect under /es", async () => {
  const page = await html(URUS_PATH);
  expect(page.status).toBe(200);
  for (const text of [
    URUS.description_es!.replace("'", "&#x27;"),
    ...URUS.special_features_es.map((feature) => feature.replace("&", "&amp;")),
    "Acerca de este vehículo",
    "Gasolina",
    "Automática de 8 velocidades",
    "Pearl Orange",
    "657 caballos",
    "Condiciones de alquiler",
    "Reserve este vehículo",
    '"inLanguage":"es"',
  ]) {
    expect(page.text, text).toContain(text);
  }
  expect(page.text).not.toContain(URUS.description!.replace("'", "&#x27;"));
  expect(page.text).toContain("%C2%A1Mire%20este%20incre%C3%ADble%20Lamborghini%20Urus");
  const byId = await html(`/es/fleet/${URUS.id}`);
  expect(byId).toMatchObject({ status: 301, location: URUS_PATH });
  const missing = await html("/es/fleet/bugatti-chiron");
  expect(missing.status).toBe(404);
  expect(missing.text).toContain("<title>Vehículo no encontrado");
  expect(missing.text).toContain("Volver a la flota");
});

describe.each(JS_MODES)("in Chromium with $label", ({ js }) => {
  test("a card leads to the Spanish vehicle page, whose gallery, share links and panel speak Spanish; axe clean", async () => {
    const t = await openPage(env.browser, { js, viewport: { width: 360, height: 780 } });
    const { page } = t;
    await page.goto(`${env.site.url}/es/fleet`);
    await page.getByRole("link", { name: "Ver detalles: Lamborghini Urus Performante" }).click();
    await page.waitForURL(`${env.site.url}${URUS_PATH}`);
    await page.getByRole("heading", { level: 1, name: "Lamborghini Urus" }).waitFor();
    const share = page.getByRole("list", { name: "Compartir este vehículo" });
    if (js) await deferredHydrated(share);
    expect(await page.getByRole("region", { name: "Fotos del Lamborghini Urus" }).count()).toBe(1);
    expect(await page.getByRole("link", { name: "Ver la foto 1 de 3 en tamaño completo" }).count()).toBe(1);
    expect(await page.getByRole("navigation", { name: "Ruta de navegación" }).getByRole("link", { name: "Flota" }).getAttribute("href")).toBe("/es/fleet");
    if (js) {
      await page.getByRole("button", { name: "Pantalla completa" }).click();
      await page.getByRole("button", { name: "Foto siguiente" }).waitFor();
      await page.getByRole("button", { name: "Cerrar las fotos en pantalla completa" }).click();
    }
    await expectAccessible(page);
    await t.finish();
  });
});
