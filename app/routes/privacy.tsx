import type { Route } from "./+types/privacy";
import { pageHeaders } from "~/document/http";
import { pageMeta } from "~/seo/seo";
import { services } from "~/lib/services.server";
import { localeOfPath, useLocale } from "~/i18n/i18n";
import { useSite } from "~/lib/use-site";
import { m } from "~/paraglide/messages";

// /privacy and /es/privacy: what an enquiry form keeps, why, for how long, who
// receives it and how to have it deleted. The forms link here.

export function loader({ context }: Route.LoaderArgs) {
  return { retentionDays: services(context).config.enquiryRetentionDays };
}

export { shouldRevalidate } from "~/enquiries/revalidate";

export const headers = pageHeaders;

export function meta({ location, matches }: Route.MetaArgs) {
  const site = matches[0].loaderData.site;
  const locale = localeOfPath(location.pathname);
  return pageMeta({
    locale,
    root: matches[0].loaderData,
    title: `${m.privacy_title({}, { locale })} | ${site.name}`,
    description: m.privacy_description({ business: site.name }, { locale }),
    path: "/privacy",
  });
}

export default function Privacy({ loaderData }: Route.ComponentProps) {
  const site = useSite();
  const o = { locale: useLocale() };
  const sections = [
    [m.privacy_kept_heading({}, o), m.privacy_kept({}, o)],
    [m.privacy_why_heading({}, o), m.privacy_why({}, o)],
    [m.privacy_how_long_heading({}, o), m.privacy_how_long({ days: loaderData.retentionDays }, o)],
    [m.privacy_who_heading({}, o), m.privacy_who({ business: site.name }, o)],
    [m.privacy_delete_heading({}, o), m.privacy_delete({ email: site.email }, o)],
  ] as const;
  return (
    <section className="container-page max-w-3xl py-16 sm:py-24">
      <h1 className="text-4xl font-bold text-gold-400">{m.privacy_title({}, o)}</h1>
      {sections.map(([heading, text]) => (
        <div key={heading} className="mt-8">
          <h2 className="text-xl font-bold">{heading}</h2>
          <p className="mt-2 text-stone-300">{text}</p>
        </div>
      ))}
    </section>
  );
}
