import { data, isRouteErrorResponse, Link } from "react-router";
import type { Route } from "./+types/faq";
import { FaqSections, useFaqReveal } from "~/components/faq/faq-sections";
import { deferred } from "~/hydration/deferred";
import { JsonLd } from "~/components/json-ld";
import { PageNotFound } from "~/components/page-not-found";
import { SectionHeading } from "~/components/ui/section-heading";
import { BackendUnavailableError } from "~/lib/read-cache.server";
import { FAQ_PATH, faqJsonLd } from "~/faq/faq";
import { NO_STORE, pageHeaders } from "~/document/http";
import { pageMeta } from "~/seo/seo";
import { formatPhone, telHref } from "~/lib/site";
import { breadcrumbJsonLd } from "~/seo/structured-data";
import { useSite } from "~/lib/use-site";
import { services } from "~/lib/services.server";
import { localeOfPath, localePath, requestLocale, useLocale } from "~/i18n/i18n";
import { m } from "~/paraglide/messages";

// /faq and /es/faq: the owner's questions (the `faq` table, or the demo set),
// grouped by topic, in the page's language (app/faq/faq-source.server.ts).
// With no questions, or before the owner's migration, there is no such page:
// a 404 like any unknown path, and nothing links here.

export async function loader({ request, context }: Route.LoaderArgs) {
  const { faq, config } = services(context);
  const locale = requestLocale(request);
  let content;
  try {
    content = await faq.content();
  } catch (error) {
    if (!(error instanceof BackendUnavailableError)) throw error;
    throw data(null, { status: 503, headers: { "Cache-Control": NO_STORE } });
  }
  const groups = content.groups[locale];
  if (groups.length === 0) throw data(null, { status: 404 });
  const crumbs = [
    { name: m.nav_home({}, { locale }), path: "/" },
    { name: m.faq_title({}, { locale }), path: FAQ_PATH },
  ];
  return { groups, jsonLd: [faqJsonLd(config.site, groups, locale), breadcrumbJsonLd(config.site, crumbs, locale)] };
}

export { shouldRevalidate } from "~/enquiries/revalidate";

export function headers({ loaderHeaders, errorHeaders, parentHeaders }: Route.HeadersArgs): HeadersInit {
  return pageHeaders({ loaderHeaders: errorHeaders ?? loaderHeaders, parentHeaders });
}

export function meta({ location, matches, loaderData }: Route.MetaArgs) {
  const site = matches[0].loaderData.site;
  const locale = localeOfPath(location.pathname);
  if (!loaderData) {
    return pageMeta({
      locale,
      root: matches[0].loaderData,
      title: m.notfound_meta_title({ name: site.name }, { locale }),
      description: m.error_not_found_text({}, { locale }),
      path: FAQ_PATH,
      noindex: true,
    });
  }
  return pageMeta({
    locale,
    root: matches[0].loaderData,
    title: m.faq_meta_title({ name: site.name }, { locale }),
    description: m.faq_meta_description({}, { locale }),
    path: FAQ_PATH,
  });
}

// The questions hydrate after the page (app/hydration/deferred.tsx),
// not with the page: as HTML they already open, close and link, so waiting
// leaves less main-thread work before the page is usable.
const LaterFaqSections = deferred(() => Promise.resolve(FaqSections));

export default function Faq({ loaderData }: Route.ComponentProps) {
  const { groups, jsonLd } = loaderData;
  const site = useSite();
  const locale = useLocale();
  const reveal = useFaqReveal();
  return (
    <div className="container-page py-16 sm:py-24">
      <JsonLd data={jsonLd} />
      <SectionHeading as="h1" eyebrow={m.faq_eyebrow({}, { locale })} title={m.faq_title({}, { locale })}>
        {m.faq_lead({}, { locale })}
      </SectionHeading>

      <nav aria-label={m.faq_topics({}, { locale })} className="mx-auto mt-10 max-w-3xl">
        <ul className="flex flex-wrap justify-center gap-2">
          {groups.map((group) => (
            <li key={group.topic}>
              <a
                href={`#${group.anchor}`}
                className="inline-flex min-h-11 items-center rounded-full border border-white/15 px-4 text-sm text-stone-200 transition-colors hover:border-gold-500 hover:text-gold-200"
              >
                {group.title}
              </a>
            </li>
          ))}
        </ul>
      </nav>

      <LaterFaqSections groups={groups} onShown={reveal} />

      <section aria-labelledby="faq-more" className="mx-auto mt-16 max-w-3xl rounded-2xl border border-gold-500/40 bg-gradient-to-br from-gold-500/15 to-ink-900 p-6 sm:p-8">
        <h2 id="faq-more" className="text-xl font-bold text-gold-300">{m.faq_more_title({}, { locale })}</h2>
        <p className="mt-3 leading-relaxed text-stone-200">
          {m.faq_more_call({}, { locale })}{" "}
          <a href={telHref(site.phone)} className="font-semibold whitespace-nowrap text-gold-200 underline underline-offset-4">
            {formatPhone(site.phone)}
          </a>{" "}
          {m.faq_more_or({}, { locale })}{" "}
          <Link to={localePath(locale, "/contact")} className="font-semibold text-gold-200 underline underline-offset-4">
            {m.faq_more_link({}, { locale })}
          </Link>
          {m.faq_more_tail({}, { locale })}
        </p>
      </section>
    </div>
  );
}

// 404: no questions (or no faq table yet), as for any unknown page. 503: the
// backend has failed since start-up.
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const locale = useLocale();
  if (isRouteErrorResponse(error) && error.status === 404) return <PageNotFound />;
  return (
    <section className="container-page py-28 text-center">
      <h1 className="text-3xl font-bold text-stone-50">{m.faq_title({}, { locale })}</h1>
      <p className="mt-4 text-stone-300">{m.faq_error({}, { locale })}</p>
    </section>
  );
}
