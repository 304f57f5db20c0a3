import { expect, test } from "vitest";
import { checkFaqPage, checkOfferTerms, visibleTerms } from "./json-ld";

// The audit's own checks catch what they are for: FAQ data that differs from
// the page, and Offers carrying terms the page does not show or properties
// schema.org does not define for an Offer.

const page = `<details class="group"><summary class="x"><span class="y">How old must I be?</span><span aria-hidden="true">+</span></summary><div id="minimum-age" class="z" data-faq-answer=""><p>25 or over.</p><p>Bring your licence.</p><p class="text-sm"><a href="#minimum-age">Link to this answer</a></p></div></details>`;
const question = (name: string, text: string, url = "https://www.example.com/faq#minimum-age") => ({
  "@type": "Question",
  name,
  url,
  acceptedAnswer: { "@type": "Answer", text },
});

test("FAQPage: the page's questions pass; a changed, extra or unlinked question fails", () => {
  const ok = { "@context": "https://schema.org", "@type": "FAQPage", mainEntity: [question("How old must I be?", "25 or over.\n\nBring your licence.")] };
  expect(checkFaqPage(ok, page)).toEqual([]);
  expect(checkFaqPage({ ...ok, mainEntity: [question("How old?", "25 or over.\n\nBring your licence.")] }, page)).toHaveLength(1);
  expect(checkFaqPage({ ...ok, mainEntity: [question("How old must I be?", "21.")] }, page)).toHaveLength(1);
  expect(checkFaqPage({ ...ok, mainEntity: [...ok.mainEntity, question("Hidden?", "Not on the page.")] }, page)).toHaveLength(1);
  expect(checkFaqPage({ ...ok, mainEntity: [question("How old must I be?", "25 or over.\n\nBring your licence.", "https://www.example.com/faq")] }, page)).toHaveLength(1);
});

const termsHtml = `<section aria-labelledby="rental-terms-title"><h3>Rental terms</h3><dl><div class="contents"><dt class="a">Extra miles</dt><dd class="b">$7.50 per mile</dd></div><div class="contents"><dt>Minimum rental</dt><dd>6 hours</dd></div></dl></section>`;
const rate = (unitCode: string) => ({ "@type": "UnitPriceSpecification", price: 1, priceCurrency: "USD", unitCode });
const addOn = {
  "@type": "Offer",
  price: 7.5,
  priceSpecification: { "@type": "UnitPriceSpecification", priceComponentType: "https://schema.org/DistanceFee", price: 7.5, unitCode: "SMI" },
};

test("Offer terms: read from the visible block, matched, and only schema.org's Offer properties", () => {
  expect([...visibleTerms(termsHtml)]).toEqual([["Extra miles", "$7.50 per mile"], ["Minimum rental", "6 hours"]]);
  const car = {
    offers: [
      { "@type": "Offer", priceSpecification: rate("DAY"), addOn },
      { "@type": "Offer", priceSpecification: rate("HUR"), addOn, eligibleQuantity: { "@type": "QuantitativeValue", minValue: 6, unitCode: "HUR" } },
    ],
  };
  expect(checkOfferTerms(car, termsHtml)).toEqual([]);
  const invented = { offers: [{ ...car.offers[0], minimumAge: 25, securityDeposit: 5000 }] };
  expect(checkOfferTerms(invented, termsHtml)).toEqual([
    "Offer.minimumAge is not an Offer property the site uses",
    "Offer.securityDeposit is not an Offer property the site uses",
  ]);
  const wrongHours = { offers: [{ ...car.offers[1], eligibleQuantity: { "@type": "QuantitativeValue", minValue: 4, unitCode: "HUR" } }] };
  expect(checkOfferTerms(wrongHours, termsHtml)).toHaveLength(1);
  expect(checkOfferTerms({ offers: [{ "@type": "Offer", priceSpecification: rate("DAY"), addOn }] }, "<p>no terms</p>")).toEqual([
    "Offer.addOn present, but the page shows no extra-mile price",
  ]);
});
