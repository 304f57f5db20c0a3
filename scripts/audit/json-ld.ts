// The structured data the pages carry (DESIGN.md "Search and sharing"), parsed
// from the server's HTML and checked for the schema.org types and properties
// the site uses: AutoRental for the business, Car with a UnitPriceSpecification
// per price (and the rental terms only through schema.org's own Offer
// properties, matching the page), FAQPage with exactly the visible questions,
// and BreadcrumbList on inner pages.

type Node = Record<string, unknown>;

export function jsonLdBlocks(html: string): { nodes: Node[]; errors: string[] } {
  const nodes: Node[] = [];
  const errors: string[] = [];
  for (const match of html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)) {
    try {
      const value = JSON.parse(match[1]!) as Node | Node[];
      nodes.push(...(Array.isArray(value) ? value : [value]));
    } catch (error) {
      errors.push(`JSON-LD does not parse: ${(error as Error).message}`);
    }
  }
  return { nodes, errors };
}

const isText = (value: unknown) => typeof value === "string" && value.trim() !== "";
const isUrl = (value: unknown) => typeof value === "string" && /^https?:\/\/[^\s]+$/.test(value);
const DAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];

function checkContext(node: Node, problems: string[]) {
  if (node["@context"] !== "https://schema.org") problems.push(`${String(node["@type"])}: @context is not https://schema.org`);
}

export function checkAutoRental(node: Node): string[] {
  const problems: string[] = [];
  checkContext(node, problems);
  for (const key of ["name", "telephone", "email"]) if (!isText(node[key])) problems.push(`AutoRental.${key} missing`);
  if (!isUrl(node.url)) problems.push("AutoRental.url is not an absolute URL");
  const area = node.areaServed as Node | undefined;
  if (!area || !isText(area.name)) problems.push("AutoRental.areaServed has no name");
  const hours = node.openingHoursSpecification as Node | undefined;
  if (!hours || hours["@type"] !== "OpeningHoursSpecification") problems.push("AutoRental.openingHoursSpecification missing");
  else {
    const days = hours.dayOfWeek as unknown[];
    if (!Array.isArray(days) || DAYS.some((day) => !days.includes(day))) problems.push("AutoRental.openingHoursSpecification does not cover every day");
    if (!isText(hours.opens) || !isText(hours.closes)) problems.push("AutoRental.openingHoursSpecification has no opens/closes");
  }
  const sameAs = node.sameAs as unknown[];
  if (!Array.isArray(sameAs) || sameAs.length === 0 || !sameAs.every(isUrl)) problems.push("AutoRental.sameAs is not a list of URLs");
  return problems;
}

export function checkCar(node: Node, expectedUnits: string[] = ["DAY", "HUR"]): string[] {
  const problems: string[] = [];
  checkContext(node, problems);
  const brand = node.brand as Node | undefined;
  if (!brand || brand["@type"] !== "Brand" || !isText(brand.name)) problems.push("Car.brand is not a Brand with a name");
  if (!isText(node.model)) problems.push("Car.model missing");
  if (!isText(node.name)) problems.push("Car.name missing");
  if (!isUrl(node.url)) problems.push("Car.url is not an absolute URL");
  const offers = node.offers as Node[] | undefined;
  if (!Array.isArray(offers) || offers.length === 0) return [...problems, "Car.offers missing"];
  const units: string[] = [];
  for (const offer of offers) {
    if (offer["@type"] !== "Offer") problems.push("Car.offers holds something other than an Offer");
    const spec = offer.priceSpecification as Node | undefined;
    if (!spec || spec["@type"] !== "UnitPriceSpecification") {
      problems.push("Offer.priceSpecification is not a UnitPriceSpecification");
      continue;
    }
    if (spec.priceCurrency !== "USD" || offer.priceCurrency !== "USD") problems.push("Offer price is not in USD");
    if (typeof spec.price !== "number" || spec.price < 0) problems.push("UnitPriceSpecification.price is not a number");
    if (!["DAY", "HUR"].includes(String(spec.unitCode))) problems.push(`UnitPriceSpecification.unitCode ${String(spec.unitCode)} is not DAY or HUR`);
    units.push(String(spec.unitCode));
  }
  for (const unit of expectedUnits) if (!units.includes(unit)) problems.push(`Car.offers has no price with unitCode ${unit}`);
  return problems;
}

// The Offer properties the site may use, each defined by schema.org for Offer
// (https://schema.org/Offer): the terms add only addOn and eligibleQuantity.
const OFFER_PROPERTIES = new Set([
  "@type", "url", "name", "description", "price", "priceCurrency", "availability", "businessFunction",
  "priceSpecification", "seller", "addOn", "eligibleQuantity",
]);

/** Plain text of an HTML fragment: tags dropped, the entities React writes decoded, spaces collapsed. */
export function textOf(html: string): string {
  return html
    .replace(/<[^>]*>/g, "")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ")
    .trim();
}

/** The "Rental terms" block as the page shows it: label -> value. */
export function visibleTerms(html: string): Map<string, string> {
  const block = /<section aria-labelledby="rental-terms-title"[\s\S]*?<\/section>/.exec(html)?.[0] ?? "";
  return new Map([...block.matchAll(/<dt[^>]*>([\s\S]*?)<\/dt><dd[^>]*>([\s\S]*?)<\/dd>/g)].map((match) => [textOf(match[1]!), textOf(match[2]!)]));
}

const money = (text: string | undefined) => (text ? Number(text.replace(/[^0-9.]/g, "")) : undefined);

/** The Offers carry the terms the page shows, through schema.org's own properties only. */
export function checkOfferTerms(node: Node, html: string): string[] {
  const problems: string[] = [];
  const terms = visibleTerms(html);
  const extraMile = money(terms.get("Extra miles"));
  const minHours = money(terms.get("Minimum rental"));
  for (const offer of (node.offers as Node[] | undefined) ?? []) {
    for (const key of Object.keys(offer)) if (!OFFER_PROPERTIES.has(key)) problems.push(`Offer.${key} is not an Offer property the site uses`);
    const unit = (offer.priceSpecification as Node | undefined)?.unitCode;
    const addOn = offer.addOn as Node | undefined;
    if (extraMile === undefined) {
      if (addOn) problems.push("Offer.addOn present, but the page shows no extra-mile price");
    } else {
      const fee = addOn?.priceSpecification as Node | undefined;
      if (addOn?.["@type"] !== "Offer" || fee?.["@type"] !== "UnitPriceSpecification") problems.push("Offer.addOn is not an Offer priced by a UnitPriceSpecification");
      else {
        if (fee.priceComponentType !== "https://schema.org/DistanceFee") problems.push("the extra-mile price is not a DistanceFee");
        if (fee.unitCode !== "SMI") problems.push(`the extra-mile price's unitCode is ${String(fee.unitCode)}, not SMI`);
        if (fee.price !== extraMile || addOn.price !== extraMile) problems.push(`the extra-mile price is ${String(fee.price)}, the page shows ${extraMile}`);
      }
    }
    const eligible = offer.eligibleQuantity as Node | undefined;
    if (unit === "HUR" && minHours !== undefined) {
      if (eligible?.["@type"] !== "QuantitativeValue" || eligible.unitCode !== "HUR" || eligible.minValue !== minHours) {
        problems.push(`the hourly Offer's eligibleQuantity is not at least ${minHours} HUR`);
      }
    } else if (eligible) problems.push(`Offer (${String(unit)}) has an eligibleQuantity the page does not show`);
  }
  return problems;
}

/** FAQPage: exactly the questions the page shows, in order, with the same answers and their own URLs. */
export function checkFaqPage(node: Node, html: string): string[] {
  const problems: string[] = [];
  checkContext(node, problems);
  // The questions' disclosures only (the site menu is a <details> too).
  const disclosures = [...html.matchAll(/<details[^>]*>([\s\S]*?)<\/details>/g)].filter((match) => match[1]!.includes("data-faq-answer"));
  const visible = disclosures.map((match) => {
    const question = textOf(/<summary[^>]*>\s*<span[^>]*>([\s\S]*?)<\/span>/.exec(match[1]!)?.[1] ?? "");
    const answerBlock = /<div id="([^"]+)"[^>]*data-faq-answer[^>]*>([\s\S]*)<\/div>/.exec(match[1]!);
    const paragraphs = [...(answerBlock?.[2] ?? "").matchAll(/<p>([\s\S]*?)<\/p>/g)].map((paragraph) => textOf(paragraph[1]!));
    return { question, anchor: answerBlock?.[1], answer: paragraphs.join("\n\n") };
  });
  const entities = (node.mainEntity as Node[] | undefined) ?? [];
  if (visible.length === 0) problems.push("the page shows no questions");
  if (entities.length !== visible.length) problems.push(`FAQPage has ${entities.length} questions, the page shows ${visible.length}`);
  entities.forEach((entity, index) => {
    const shown = visible[index];
    const answer = entity.acceptedAnswer as Node | undefined;
    if (entity["@type"] !== "Question" || answer?.["@type"] !== "Answer") problems.push(`FAQPage item ${index + 1} is not a Question with an Answer`);
    if (!shown) return;
    if (entity.name !== shown.question) problems.push(`FAQPage item ${index + 1} is "${String(entity.name)}", the page shows "${shown.question}"`);
    if (answer?.text !== shown.answer) problems.push(`FAQPage item ${index + 1}'s answer differs from the page's`);
    if (typeof entity.url !== "string" || !entity.url.endsWith(`/faq#${shown.anchor}`)) problems.push(`FAQPage item ${index + 1}'s url does not point at #${shown.anchor}`);
  });
  return problems;
}

export function checkBreadcrumbs(node: Node, expectedNames?: string[]): string[] {
  const problems: string[] = [];
  checkContext(node, problems);
  const items = node.itemListElement as Node[] | undefined;
  if (!Array.isArray(items) || items.length < 2) return [...problems, "BreadcrumbList has fewer than two items"];
  items.forEach((item, index) => {
    if (item["@type"] !== "ListItem") problems.push(`BreadcrumbList item ${index + 1} is not a ListItem`);
    if (item.position !== index + 1) problems.push(`BreadcrumbList item ${index + 1} has position ${String(item.position)}`);
    if (!isText(item.name)) problems.push(`BreadcrumbList item ${index + 1} has no name`);
    if (!isUrl(item.item)) problems.push(`BreadcrumbList item ${index + 1} has no absolute URL`);
  });
  if (expectedNames && JSON.stringify(items.map((item) => item.name)) !== JSON.stringify(expectedNames)) {
    problems.push(`BreadcrumbList names are ${JSON.stringify(items.map((item) => item.name))}, not ${JSON.stringify(expectedNames)}`);
  }
  return problems;
}

/** What each page must carry, checked on its server HTML. */
export const JSON_LD_EXPECTATIONS: { path: string; check: (nodes: Node[], html: string) => string[] }[] = [
  {
    path: "/",
    check: (nodes) => requireOne(nodes, "AutoRental", checkAutoRental),
  },
  {
    path: "/contact",
    check: (nodes) => [
      ...requireOne(nodes, "AutoRental", checkAutoRental),
      ...requireOne(nodes, "BreadcrumbList", (node) => checkBreadcrumbs(node, ["Home", "Contact"])),
    ],
  },
  {
    path: "/fleet/lamborghini-urus-orange",
    check: (nodes, html) => [
      ...requireOne(nodes, "Car", (node) => [...checkCar(node), ...checkOfferTerms(node, html)]),
      ...requireOne(nodes, "BreadcrumbList", (node) => checkBreadcrumbs(node, ["Home", "Fleet", "Lamborghini Urus"])),
    ],
  },
  {
    path: "/faq",
    check: (nodes, html) => [
      ...requireOne(nodes, "FAQPage", (node) => checkFaqPage(node, html)),
      ...requireOne(nodes, "BreadcrumbList", (node) => checkBreadcrumbs(node, ["Home", "Requirements & FAQ"])),
    ],
  },
];

function requireOne(nodes: Node[], type: string, check: (node: Node) => string[]): string[] {
  const found = nodes.filter((node) => node["@type"] === type);
  if (found.length !== 1) return [`expected one ${type}, found ${found.length}`];
  return check(found[0]!);
}

export function auditJsonLd(path: string, html: string): string[] {
  const expectation = JSON_LD_EXPECTATIONS.find((entry) => entry.path === path);
  if (!expectation) return [];
  const { nodes, errors } = jsonLdBlocks(html);
  return [...errors, ...expectation.check(nodes, html)].map((problem) => `${path}: ${problem}`);
}
