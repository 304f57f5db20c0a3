import type { Route } from "./+types/contact-panel";
import { CONTACT_PANEL_FORM } from "~/enquiries/form-ids";
import { deferred } from "~/hydration/deferred";
import { handleEnquiry } from "~/enquiries/action.server";
import { contactPanelDraft, contactPanelSchema } from "~/enquiries/contact-panel";
import { pageHeaders } from "~/document/http";
import { pageMeta } from "~/seo/seo";
import { services } from "~/lib/services.server";
import { localeOfPath, useLocale } from "~/i18n/i18n";
import { m } from "~/paraglide/messages";

// Where the floating panel's form posts without JavaScript. An invalid post comes
// back here as a full page with the messages; GET shows the same form.

// The form is hydrated after the page (app/hydration/deferred.tsx);
// until then it posts without JavaScript, which the action answers.
const ContactPanelForm = deferred(() => import("~/components/forms/contact-panel-form").then((module) => module.ContactPanelForm));

export function action({ request, context }: Route.ActionArgs) {
  const { config } = services(context);
  return handleEnquiry(request, context, CONTACT_PANEL_FORM, contactPanelSchema, (data, locale) =>
    contactPanelDraft(config.site, data, locale),
  );
}

export { clientAction } from "~/enquiries/client-action";

export const headers = pageHeaders;

export function meta({ location, matches }: Route.MetaArgs) {
  const site = matches[0].loaderData.site;
  const locale = localeOfPath(location.pathname);
  return pageMeta({ locale,
    root: matches[0].loaderData,
    title: `${m.form_panel_title({}, { locale })} | ${site.name}`,
    description: m.form_panel_page_description({ business: site.name }, { locale }),
    path: "/contact-panel",
    noindex: true,
  });
}

export default function ContactPanelPage({ actionData }: Route.ComponentProps) {
  const locale = useLocale();
  return (
    <section className="container-page py-16">
      <div className="mx-auto max-w-md rounded-2xl border border-gold-500/40 bg-ink-900/60 p-6">
        <h1 className="mb-6 text-3xl font-bold text-gold-400">{m.form_panel_title({}, { locale })}</h1>
        <ContactPanelForm idPrefix="contact-panel-page" serverResult={actionData} />
      </div>
    </section>
  );
}
