import type { Route } from "./+types/contact-panel";
import { ContactPanelForm, CONTACT_PANEL_FORM } from "~/components/forms/contact-panel-form";
import { handleEnquiry } from "~/lib/enquiries/action.server";
import { ContactPanelSchema, contactPanelDraft } from "~/lib/enquiries/contact-panel";
import { pageHeaders } from "~/lib/http";
import { pageMeta } from "~/lib/seo";
import { services } from "~/lib/services.server";
import { localeOfPath } from "~/lib/i18n";

// Where the floating panel's form posts without JavaScript. An invalid post comes
// back here as a full page with the messages; GET shows the same form.

export function action({ request, context }: Route.ActionArgs) {
  const { config } = services(context);
  return handleEnquiry(request, CONTACT_PANEL_FORM, ContactPanelSchema, (data) =>
    contactPanelDraft(config.site, data),
  );
}

export const headers = pageHeaders;

export function meta({ location, matches }: Route.MetaArgs) {
  const site = matches[0].loaderData.site;
  return pageMeta({ locale: localeOfPath(location.pathname),
    root: matches[0].loaderData,
    title: `Contact Us | ${site.name}`,
    description: `Send ${site.name} a booking enquiry: exotic car rental, yacht charter or both. We reply within 24 hours.`,
    path: "/contact-panel",
    noindex: true,
  });
}

export default function ContactPanelPage({ actionData }: Route.ComponentProps) {
  return (
    <section className="container-page py-16">
      <div className="mx-auto max-w-md rounded-2xl border border-gold-500/40 bg-ink-900/60 p-6">
        <h1 className="mb-6 text-3xl font-bold text-gold-400">Contact Us</h1>
        <ContactPanelForm idPrefix="contact-panel-page" serverResult={actionData} />
      </div>
    </section>
  );
}
