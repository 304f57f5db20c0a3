// The forms' fixed choices and the messages the browser shows outside a field
// (toasts), shared by several forms. Kept apart from the schemas so a form can render without loading
// valibot: the schemas are fetched when a visitor starts filling a form in.

export const PANEL_SERVICES = ["Exotic Car Rental", "Yacht Charter", "Both Car & Yacht"] as const;

export const CONTACT_SERVICES = [
  { value: "car-rental", label: "Exotic Car Rental" },
  { value: "yacht-charter", label: "Yacht Charter" },
  { value: "event", label: "Celebrity Entertainment / Event" },
  { value: "other", label: "Other" },
] as const;

export const PAST_DATE_MESSAGE = "Please select a future date";
export const BOOKING_SENT = "Booking request sent successfully! We will contact you shortly.";
