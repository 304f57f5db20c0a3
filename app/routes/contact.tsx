import type { Route } from "./+types/contact";
import { ContactDetails } from "~/components/contact/contact-details";
import { JsonLd } from "~/components/json-ld";
import { SectionHeading } from "~/components/ui/section-heading";
import { businessJsonLd } from "~/lib/business-jsonld";
import { breadcrumbJsonLd } from "~/lib/structured-data";
import { CONTACT_FORM } from "~/lib/enquiries/form-ids";
import { handleEnquiry } from "~/lib/enquiries/action.server";
import { contactFormDraft, contactFormSchema } from "~/lib/enquiries/contact-form";
import { pageHeaders } from "~/lib/http";
import { pageMeta } from "~/lib/seo";
import { useSite, useSitePictures } from "~/lib/use-site";
import { services } from "~/lib/services.server";
import { deferred } from "~/components/deferred";
import { localeOfPath } from "~/lib/i18n";

// The form is hydrated on the first interaction (app/components/deferred.tsx);
// until then it posts without JavaScript, which the action answers.
const ContactForm = deferred(() => import("~/components/forms/contact-form").then((module) => module.ContactForm));

export function action({ request, context }: Route.ActionArgs) {
  const { config } = services(context);
  return handleEnquiry(request, CONTACT_FORM, contactFormSchema, (form, locale) => contactFormDraft(config.site, form, locale));
}

export const headers = pageHeaders;

export function meta({ location, matches }: Route.MetaArgs) {
  const site = matches[0].loaderData.site;
  return pageMeta({ locale: localeOfPath(location.pathname),
    root: matches[0].loaderData,
    title: `Contact Us | ${site.name}`,
    description: "Call, e-mail or message us about exotic car rental, yacht charter or entertainment in Miami. 24/7 service across South Florida; every enquiry answered within 24 hours.",
    path: "/contact",
  });
}

export default function Contact({ actionData }: Route.ComponentProps) {
  const site = useSite();
  const pictures = useSitePictures();
  return (
    <div className="container-page py-16 sm:py-24">
      <JsonLd data={[businessJsonLd(site, { logo: pictures.logo, image: pictures.hero }), breadcrumbJsonLd(site, [{ name: "Home", path: "/" }, { name: "Contact", path: "/contact" }])]} />
      <SectionHeading as="h1" eyebrow="Get in Touch" title="Contact Us">
        Exotic cars, the yacht or an event: tell us what you have in mind.
      </SectionHeading>

      <div className="mt-14 grid grid-cols-1 gap-10 lg:grid-cols-[22rem_minmax(0,1fr)] lg:gap-14">
        <aside aria-labelledby="contact-info-title" className="space-y-6">
          <h2 id="contact-info-title" className="text-2xl font-bold text-white">Contact Information</h2>
          <ContactDetails site={site} />
          <section aria-labelledby="response-time-title" className="rounded-2xl border border-gold-500/40 bg-gradient-to-br from-gold-500/15 to-ink-900 p-6">
            <h3 id="response-time-title" className="text-xl font-bold text-gold-300">Response Time Guarantee</h3>
            <p className="mt-3 leading-relaxed text-stone-200">
              We reply to every enquiry within 24 hours, day or night.
            </p>
          </section>
        </aside>

        <section aria-labelledby="contact-form-title" className="rounded-3xl border border-white/10 bg-ink-900/60 p-6 sm:p-10">
          <h2 id="contact-form-title" className="text-2xl font-bold text-white sm:text-3xl">Send Us a Message</h2>
          <div className="mt-8">
            <ContactForm serverResult={actionData} />
          </div>
        </section>
      </div>
    </div>
  );
}
