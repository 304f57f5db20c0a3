import type { Route } from "./+types/yacht-charter";
import { JsonLd } from "~/components/json-ld";
import { SectionHeading } from "~/components/ui/section-heading";
import { YachtDetails } from "~/components/yacht/yacht-details";
import { YachtGallery } from "~/components/yacht/yacht-gallery";
import { YachtHero } from "~/components/yacht/yacht-hero";
import { breadcrumbJsonLd } from "~/lib/structured-data";
import { YachtBookingForm, YACHT_BOOKING_FORM } from "~/components/forms/yacht-booking-form";
import { handleEnquiry } from "~/lib/enquiries/action.server";
import { todayIn } from "~/lib/enquiries/dates";
import { yachtBookingDraft, yachtBookingSchema } from "~/lib/enquiries/yacht-booking";
import { pageHeaders } from "~/lib/http";
import { formatUsd } from "~/lib/enquiries/yacht-price";
import { pageMeta } from "~/lib/seo";
import { YACHT } from "~/lib/site";
import { faqHref } from "~/lib/faq";
import { useFaqTopics, useSite, useSitePictures } from "~/lib/use-site";
import { Link } from "react-router";
import { services } from "~/lib/services.server";

const BOOKING_ID = "book-charter";

// "Today" for the date field's minimum: the business's today, not the server's.
export function loader({ context }: Route.LoaderArgs) {
  return { today: todayIn(services(context).config.site.timezone) };
}

export function action({ request, context }: Route.ActionArgs) {
  const { config } = services(context);
  const schema = yachtBookingSchema(todayIn(config.site.timezone));
  return handleEnquiry(request, YACHT_BOOKING_FORM, schema, (form) => yachtBookingDraft(config.site, form));
}

export const headers = pageHeaders;

export function meta({ matches }: Route.MetaArgs) {
  const site = matches[0].loaderData.site;
  return pageMeta({
    root: matches[0].loaderData,
    title: `Miami Yacht Charter | ${site.name}`,
    description: `Charter our ${YACHT.lengthFt}ft luxury yacht in Miami for up to ${YACHT.guests} guests: full bar, sound system and no restrictions. ${formatUsd(YACHT.pricePerHour)} per hour, ${YACHT.minimumHours}-hour minimum.`,
    path: "/yacht-charter",
    image: matches[0].loaderData.pictures.yacht[0],
  });
}

export default function YachtCharter({ loaderData, actionData }: Route.ComponentProps) {
  const site = useSite();
  const faqLink = faqHref(useFaqTopics(), "yacht");
  const pictures = useSitePictures();
  return (
    <>
      <JsonLd data={breadcrumbJsonLd(site, [{ name: "Home", path: "/" }, { name: "Yacht Charter", path: "/yacht-charter" }])} />
      <YachtHero bookingId={BOOKING_ID} poster={pictures.yachtPoster} />
      <div className="container-page space-y-20 py-16 sm:space-y-28 sm:py-24">
        <YachtDetails />
        <YachtGallery pictures={pictures.yacht} />
        <section id={BOOKING_ID} aria-labelledby={`${BOOKING_ID}-title`} className="scroll-mt-24">
          <SectionHeading eyebrow="Reserve" title="Book the Yacht" id={`${BOOKING_ID}-title`}>
            Choose 4, 6 or 8 hours and a date; we reply to every request within 24 hours.
            {faqLink ? (
              <>
                {" "}Weather, what is included, cancelling:{" "}
                <Link to={faqLink} className="font-semibold text-gold-300 underline decoration-gold-500/50 underline-offset-4 hover:text-gold-200">
                  yacht charter FAQ
                </Link>
                .
              </>
            ) : null}
          </SectionHeading>
          <div className="mx-auto mt-12 max-w-3xl">
            <YachtBookingForm today={loaderData.today} serverResult={actionData} />
          </div>
        </section>
      </div>
    </>
  );
}
