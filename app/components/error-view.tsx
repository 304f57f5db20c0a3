import { localePath, useLocale } from "~/i18n/i18n";
import { m } from "~/paraglide/messages";

/**
 * The root error boundary's page: not found, or anything else that went
 * wrong, in the page's language, with a way home. Never an internal message.
 */
export function ErrorView({ notFound }: { notFound: boolean }) {
  const locale = useLocale();
  const title = notFound ? m.error_not_found_title({}, { locale }) : m.error_title({}, { locale });
  const text = notFound ? m.error_not_found_text({}, { locale }) : m.error_text({}, { locale });
  return (
    <section className="container-page py-24 text-center">
      <title>{title}</title>
      <h1 className="text-4xl font-bold text-gold-400">{title}</h1>
      <p className="mt-4 text-stone-300">{text}</p>
      <a href={localePath(locale, "/")} className="mt-8 inline-block rounded-full border border-gold-500 px-6 py-3 text-gold-300 hover:bg-gold-500 hover:text-black">
        {m.common_return_home({}, { locale })}
      </a>
    </section>
  );
}
