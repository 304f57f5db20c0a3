// Each enquiry form's name, which picks its own result out of a page's action
// data. Apart from the form components, so a route module can name its form
// without loading the form's code with the page.

export const CONTACT_PANEL_FORM = "contact-panel";
export const CONTACT_FORM = "contact";
export const ELITE_BOOKING_FORM = "elite-booking";
export const VEHICLE_BOOKING_FORM = "vehicle-booking";
export const YACHT_BOOKING_FORM = "yacht-booking";
