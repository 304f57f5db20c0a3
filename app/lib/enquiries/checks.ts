// Everything the browser needs to check a form and build its draft, in one
// chunk that is fetched when a visitor first focuses a form (or submits one):
// valibot and the schemas are no part of any page's first load. The server
// actions import the same schema modules directly.

export { checkForm } from "./parse";
export { contactFormDraft, ContactFormSchema } from "./contact-form";
export { contactPanelDraft, ContactPanelSchema } from "./contact-panel";
export { eliteBookingDraft, EliteBookingSchema } from "./elite-booking";
export { vehicleBookingDraft, vehicleBookingSchema } from "./vehicle-booking";
export { yachtBookingDraft, yachtBookingSchema } from "./yacht-booking";
