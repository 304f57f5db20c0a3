// The embedded demo questions for /faq: what the site shows when no Supabase
// project is configured, in exactly the shape of the `faq` table's rows, so
// they pass through the same intake as live data. They are EXAMPLE answers
// for the demo site; a site configured for Supabase never shows them (its
// questions come only from its own `faq` table).

export type FaqRow = {
  id: string;
  topic: string;
  question: string;
  /** Plain text; a blank line starts a new paragraph. */
  answer: string;
  position: number;
  published: boolean;
  anchor: string | null;
};

const TERMS_VARY = "The exact figure for each car is in its Rental terms, beside the booking form on the car's page.";

export const DEMO_FAQ_ROWS: FaqRow[] = [
  {
    id: "0e6f1a52-7c3d-4b8e-9a21-5d4c3b2a1f01",
    topic: "requirements",
    question: "How old do I have to be to rent?",
    answer: `Most of our cars need a driver aged 25 or over; the most powerful ones need 30. See each vehicle's Rental terms for its minimum age.\n\nEvery driver must be named on the booking and show their licence at hand-over.`,
    position: 1,
    published: true,
    anchor: "minimum-age",
  },
  {
    id: "0e6f1a52-7c3d-4b8e-9a21-5d4c3b2a1f02",
    topic: "requirements",
    question: "Which documents do I need?",
    answer:
      "A full driving licence held for at least two years, a passport or national ID, and a credit card in the main driver's name.\n\nVisitors from abroad may drive on their home licence; if it is not in English, bring an International Driving Permit with it.",
    position: 2,
    published: true,
    anchor: "documents",
  },
  {
    id: "0e6f1a52-7c3d-4b8e-9a21-5d4c3b2a1f03",
    topic: "deposit",
    question: "How much is the security deposit, and how is it held?",
    answer: `The deposit is held on a credit card in the main driver's name (not a debit card) and released after the car comes back as it left. ${TERMS_VARY}`,
    position: 1,
    published: true,
    anchor: "security-deposit",
  },
  {
    id: "0e6f1a52-7c3d-4b8e-9a21-5d4c3b2a1f04",
    topic: "deposit",
    question: "How do I pay for the rental?",
    answer:
      "Nothing is paid on this website. Once we confirm your booking by e-mail or phone, we send a secure payment link; we accept the major credit cards.",
    position: 2,
    published: true,
    anchor: "payment",
  },
  {
    id: "0e6f1a52-7c3d-4b8e-9a21-5d4c3b2a1f05",
    topic: "insurance",
    question: "Is my own car insurance enough?",
    answer:
      "Often, yes: a personal policy with full coverage that extends to rental cars of this value. Send us your insurance card with the booking and we check it before the day.\n\nIf your policy does not cover the car, we can add rental coverage for the days you drive it.",
    position: 1,
    published: true,
    anchor: "own-insurance",
  },
  {
    id: "0e6f1a52-7c3d-4b8e-9a21-5d4c3b2a1f06",
    topic: "mileage",
    question: "How many miles are included?",
    answer: `Each rental day includes a number of miles, and every mile over them is charged at a fixed price per mile. ${TERMS_VARY}`,
    position: 1,
    published: true,
    anchor: "miles-included",
  },
  {
    id: "0e6f1a52-7c3d-4b8e-9a21-5d4c3b2a1f07",
    topic: "mileage",
    question: "Can I drive the car out of Florida?",
    answer:
      "The cars stay in Florida. A trip to the Keys, Orlando or the Gulf coast is fine; tell us your plans when you book, so the included miles suit them.",
    position: 2,
    published: true,
    anchor: "out-of-state",
  },
  {
    id: "0e6f1a52-7c3d-4b8e-9a21-5d4c3b2a1f08",
    topic: "delivery",
    question: "Will you deliver the car to my hotel or the airport?",
    answer:
      "Yes. We deliver and collect anywhere in Miami-Dade, including Miami International Airport and the hotels of South Beach and Brickell, around the clock.\n\nDelivery further away, to Fort Lauderdale or Palm Beach for example, is quoted with your booking.",
    position: 1,
    published: true,
    anchor: "delivery",
  },
  {
    id: "0e6f1a52-7c3d-4b8e-9a21-5d4c3b2a1f09",
    topic: "delivery",
    question: "What is the shortest rental?",
    answer: `Most cars can be booked by the hour, with a minimum of a few hours. ${TERMS_VARY}`,
    position: 2,
    published: true,
    anchor: "minimum-rental",
  },
  {
    id: "0e6f1a52-7c3d-4b8e-9a21-5d4c3b2a1f10",
    topic: "yacht",
    question: "What happens if it rains on the day of my charter?",
    answer:
      "The captain decides on the day. If the weather makes the trip unsafe, we move your charter to another date or refund it in full.\n\nA passing shower is not a reason to cancel: the yacht has a covered deck.",
    position: 1,
    published: true,
    anchor: "yacht-weather",
  },
  {
    id: "0e6f1a52-7c3d-4b8e-9a21-5d4c3b2a1f11",
    topic: "yacht",
    question: "What is included in a yacht charter?",
    answer:
      "The captain and crew, fuel for a cruise along the bay, the sound system and ice. Bring your own drinks and food, or ask us to arrange catering.",
    position: 2,
    published: true,
    anchor: "yacht-included",
  },
  {
    id: "0e6f1a52-7c3d-4b8e-9a21-5d4c3b2a1f12",
    topic: "cancellations",
    question: "Can I cancel or change my booking?",
    answer:
      "Yes. Cancel or move your booking up to 48 hours before it starts at no charge. Closer to the day, we keep the first day's rate (or the charter's first hour).",
    position: 1,
    published: true,
    anchor: "cancellation",
  },
];
