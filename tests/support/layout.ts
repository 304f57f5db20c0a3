// The folders of pure and server code by domain under app/, with app/lib for what
// belongs to none (DESIGN.md, Architecture): they import no component and no route.
export const DOMAIN_FOLDERS = ["lib", "catalog", "faq", "pictures", "enquiries", "seo", "i18n", "document", "hydration"] as const;
