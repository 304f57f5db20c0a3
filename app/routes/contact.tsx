import type { Route } from "./+types/contact";
import { ContactDetails } from "~/components/contact/contact-details";
import { JsonLd } from "~/components/json-ld";
import { SectionHeading } from "~/components/ui/section-heading";
import { businessJsonLd } from "~/seo/business-jsonld";
import { breadcrumbJsonLd, webPageJsonLd } from "~/seo/structured-data";
import { CONTACT_FORM } from "~/enquiries/form-ids";
import { handleEnquiry } from "~/enquiries/action.server";
import { contactFormDraft, contactFormSchema } from "~/enquiries/contact-form";
import { pageHeaders } from "~/document/http";
import { pageMeta } from "~/seo/seo";
import { useSite } from "~/lib/use-site";
import { services } from "~/lib/services.server";
import { deferred } from "~/hydration/deferred";
import { localeOfPath, localePath, requestLocale, useLocale } from "~/i18n/i18n";
import { SITE_PICTURES } from "~/pictures/site-media";
import { m } from "~/paraglide/messages";

// The form is hydrated after the page (app/hydration/deferred.tsx);
// until then it posts without JavaScript, which the action answers.
const ContactForm = deferred(() => import("~/components/forms/contact-form").then((module) => module.ContactForm));

// The business's and the breadcrumbs' JSON-LD are built here, on the server: their builders never ship to the browser.
export function loader({ request, context }: Route.LoaderArgs) {
  const { config, pictures } = services(context);
  const locale = requestLocale(request);
  const crumbs = [
    { name: m.nav_home({}, { locale }), path: "/" },
    { name: m.nav_contact({}, { locale }), path: "/contact" },
  ];
  const business = businessJsonLd(config.site, { logo: pictures.picture(SITE_PICTURES.logo), image: pictures.picture(SITE_PICTURES.hero) }, locale);
  const page = webPageJsonLd(config.site, { type: "ContactPage", path: localePath(locale, "/contact"), name: m.nav_contact({}, { locale }), locale });
  return { jsonLd: [page, business, breadcrumbJsonLd(config.site, crumbs, locale)] };
}

// Structured data is for crawlers, which load the page from the server: a
// client navigation here asks the server for nothing.
export function clientLoader() {
  return { jsonLd: null };
}

export function action({ request, context }: Route.ActionArgs) {
  const { config } = services(context);
  return handleEnquiry(request, context, CONTACT_FORM, contactFormSchema, (form, locale) => contactFormDraft(config.site, form, locale));
}

export { clientAction } from "~/enquiries/client-action";

export { shouldRevalidate } from "~/enquiries/revalidate";

export const headers = pageHeaders;

export function meta({ location, matches }: Route.MetaArgs) {
  const site = matches[0].loaderData.site;
  const locale = localeOfPath(location.pathname);
  return pageMeta({
    locale,
    root: matches[0].loaderData,
    title: m.contact_meta_title({ name: site.name }, { locale }),
    description: m.contact_meta_description({}, { locale }),
    path: "/contact",
  });
}

export default function Contact({ loaderData, actionData }: Route.ComponentProps) {
  const site = useSite();
  const locale = useLocale();
  return (
    <div className="container-page py-16 sm:py-24">
      {loaderData.jsonLd ? <JsonLd data={loaderData.jsonLd} /> : null}
      <SectionHeading as="h1" eyebrow={m.contact_eyebrow({}, { locale })} title={m.panel_title({}, { locale })}>
        {m.contact_lead({}, { locale })}
      </SectionHeading>

      <div className="mt-14 grid grid-cols-1 gap-10 lg:grid-cols-[22rem_minmax(0,1fr)] lg:gap-14">
        <aside aria-labelledby="contact-info-title" className="space-y-6">
          <h2 id="contact-info-title" className="text-2xl font-bold text-white">{m.contact_info_title({}, { locale })}</h2>
          <ContactDetails site={site} />
          <section aria-labelledby="response-time-title" className="rounded-2xl border border-gold-500/40 bg-gradient-to-br from-gold-500/15 to-ink-900 p-6">
            <h3 id="response-time-title" className="text-xl font-bold text-gold-300">{m.contact_response_title({}, { locale })}</h3>
            <p className="mt-3 leading-relaxed text-stone-200">{m.contact_response_text({}, { locale })}</p>
          </section>
        </aside>

        <section aria-labelledby="contact-form-title" className="rounded-3xl border border-white/10 bg-ink-900/60 p-6 sm:p-10">
          <h2 id="contact-form-title" className="text-2xl font-bold text-white sm:text-3xl">{m.contact_form_title({}, { locale })}</h2>
          <div className="mt-8">
            <ContactForm serverResult={actionData} />
          </div>
        </section>
      </div>
    </div>
  );
}
