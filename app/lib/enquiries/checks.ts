// Everything the browser needs to check a form and build its draft, in one
// chunk that is fetched when a visitor first focuses a form (or submits one):
// valibot and the schemas are no part of any page's first load. The server
// actions import the same schema modules directly. Each schema is built for
// the page's language; the messages of both languages come in this chunk.

export { checkForm } from "./parse";
export { contactFormDraft, contactFormSchema } from "./contact-form";
export { contactPanelDraft, contactPanelSchema } from "./contact-panel";
export { eliteBookingDraft, eliteBookingSchema } from "./elite-booking";
export { vehicleBookingDraft, vehicleBookingSchema } from "./vehicle-booking";
export { yachtBookingDraft, yachtBookingSchema } from "./yacht-booking";
