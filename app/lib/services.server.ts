import { createContext, type RouterContextProvider } from "react-router";
import { createSiteCatalog, type Catalog } from "./catalog.server";
import type { ServerConfig } from "./config.server";
import { createSiteFaq, type Faq } from "./faq.server";
import { createPictures, type Pictures } from "./pictures.server";

// What loaders, actions and the document renderer read from the server: the
// validated configuration and the process's one catalog and FAQ. The HTTP
// server makes them once at start-up (server/app.ts) and hands them to every
// request through React Router's load context.

export type Services = {
  config: ServerConfig;
  catalog: Catalog;
  faq: Faq;
  /** Storage paths and row URLs as the pictures a page renders (app/lib/picture.ts). */
  pictures: Pictures;
};

export const servicesContext = createContext<Services>();

export function createServices(config: ServerConfig): Services {
  return { config, catalog: createSiteCatalog(config), faq: createSiteFaq(config), pictures: createPictures() };
}

/** The request's services; throws when the server did not provide them. */
export function services(context: Readonly<RouterContextProvider>): Services {
  return context.get(servicesContext);
}
