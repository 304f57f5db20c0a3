// The embedded demo questions for /faq: what the site shows when no Supabase
// project is configured, in exactly the shape of the `faq` table's rows, so
// they pass through the same intake as live data. They are EXAMPLE answers
// for the demo site; a site configured for Supabase never shows them (its
// questions come only from its own `faq` table). Every question is there in
// English (DEMO_FAQ_ROWS) and in Spanish (DEMO_FAQ_ROWS_ES, the same anchors,
// so /faq#anchor and /es/faq#anchor are the same answer).
// Longer than 250 lines because it is data: twelve answers in two languages.

export type FaqRow = {
  id: string;
  topic: string;
  question: string;
  /** Plain text; a blank line starts a new paragraph. */
  answer: string;
  position: number;
  published: boolean;
  anchor: string | null;
  language: "en" | "es";
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
    language: "en",
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
    language: "en",
  },
  {
    id: "0e6f1a52-7c3d-4b8e-9a21-5d4c3b2a1f03",
    topic: "deposit",
    question: "How much is the security deposit, and how is it held?",
    answer: `The deposit is held on a credit card in the main driver's name (not a debit card) and released after the car comes back as it left. ${TERMS_VARY}`,
    position: 1,
    published: true,
    anchor: "security-deposit",
    language: "en",
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
    language: "en",
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
    language: "en",
  },
  {
    id: "0e6f1a52-7c3d-4b8e-9a21-5d4c3b2a1f06",
    topic: "mileage",
    question: "How many miles are included?",
    answer: `Each rental day includes a number of miles, and every mile over them is charged at a fixed price per mile. ${TERMS_VARY}`,
    position: 1,
    published: true,
    anchor: "miles-included",
    language: "en",
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
    language: "en",
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
    language: "en",
  },
  {
    id: "0e6f1a52-7c3d-4b8e-9a21-5d4c3b2a1f09",
    topic: "delivery",
    question: "What is the shortest rental?",
    answer: `Most cars can be booked by the hour, with a minimum of a few hours. ${TERMS_VARY}`,
    position: 2,
    published: true,
    anchor: "minimum-rental",
    language: "en",
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
    language: "en",
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
    language: "en",
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
    language: "en",
  },
];

const TERMS_VARY_ES = "La cifra exacta de cada auto está en sus condiciones de alquiler, junto al formulario de reserva en la página del auto.";

/** The same questions in Spanish: one row per question and language, as the owner's table holds them. */
export const DEMO_FAQ_ROWS_ES: FaqRow[] = [
  {
    id: "5b7e2c94-1d3f-4a6b-8c2e-7f9a1b3c5d01",
    topic: "requirements",
    question: "¿Qué edad necesito para alquilar?",
    answer: `La mayoría de nuestros autos requieren un conductor de 25 años o más; los más potentes, de 30. Consulte la edad mínima en las condiciones de alquiler de cada vehículo.\n\nCada conductor debe figurar en la reserva y mostrar su licencia en la entrega del auto.`,
    position: 1,
    published: true,
    anchor: "minimum-age",
    language: "es",
  },
  {
    id: "5b7e2c94-1d3f-4a6b-8c2e-7f9a1b3c5d02",
    topic: "requirements",
    question: "¿Qué documentos necesito?",
    answer:
      "Una licencia de conducir con al menos dos años de antigüedad, un pasaporte o documento de identidad y una tarjeta de crédito a nombre del conductor principal.\n\nSi viene del extranjero, puede conducir con la licencia de su país; si no está en inglés, traiga también un Permiso Internacional de Conducir.",
    position: 2,
    published: true,
    anchor: "documents",
    language: "es",
  },
  {
    id: "5b7e2c94-1d3f-4a6b-8c2e-7f9a1b3c5d03",
    topic: "deposit",
    question: "¿De cuánto es el depósito de garantía y cómo se retiene?",
    answer: `El depósito se retiene en una tarjeta de crédito a nombre del conductor principal (no en una tarjeta de débito) y se libera cuando el auto regresa tal como salió. ${TERMS_VARY_ES}`,
    position: 1,
    published: true,
    anchor: "security-deposit",
    language: "es",
  },
  {
    id: "5b7e2c94-1d3f-4a6b-8c2e-7f9a1b3c5d04",
    topic: "deposit",
    question: "¿Cómo pago el alquiler?",
    answer:
      "En este sitio web no se paga nada. Cuando confirmamos su reserva por e-mail o por teléfono, le enviamos un enlace de pago seguro; aceptamos las principales tarjetas de crédito.",
    position: 2,
    published: true,
    anchor: "payment",
    language: "es",
  },
  {
    id: "5b7e2c94-1d3f-4a6b-8c2e-7f9a1b3c5d05",
    topic: "insurance",
    question: "¿Basta con el seguro de mi propio auto?",
    answer:
      "Muchas veces, sí: una póliza personal de cobertura total que se extienda a autos de alquiler de este valor. Envíenos su tarjeta de seguro con la reserva y la revisamos antes del día.\n\nSi su póliza no cubre el auto, podemos añadir una cobertura de alquiler para los días en que lo conduzca.",
    position: 1,
    published: true,
    anchor: "own-insurance",
    language: "es",
  },
  {
    id: "5b7e2c94-1d3f-4a6b-8c2e-7f9a1b3c5d06",
    topic: "mileage",
    question: "¿Cuántas millas están incluidas?",
    answer: `Cada día de alquiler incluye un número de millas, y cada milla adicional se cobra a un precio fijo por milla. ${TERMS_VARY_ES}`,
    position: 1,
    published: true,
    anchor: "miles-included",
    language: "es",
  },
  {
    id: "5b7e2c94-1d3f-4a6b-8c2e-7f9a1b3c5d07",
    topic: "mileage",
    question: "¿Puedo salir de Florida con el auto?",
    answer:
      "Los autos se quedan en Florida. Un viaje a los Cayos, a Orlando o a la costa del Golfo no es problema; cuéntenos sus planes al reservar para que las millas incluidas le alcancen.",
    position: 2,
    published: true,
    anchor: "out-of-state",
    language: "es",
  },
  {
    id: "5b7e2c94-1d3f-4a6b-8c2e-7f9a1b3c5d08",
    topic: "delivery",
    question: "¿Me llevan el auto al hotel o al aeropuerto?",
    answer:
      "Sí. Entregamos y recogemos en cualquier punto de Miami-Dade, incluidos el Aeropuerto Internacional de Miami y los hoteles de South Beach y Brickell, a cualquier hora.\n\nLa entrega más lejos, en Fort Lauderdale o Palm Beach por ejemplo, se cotiza con su reserva.",
    position: 1,
    published: true,
    anchor: "delivery",
    language: "es",
  },
  {
    id: "5b7e2c94-1d3f-4a6b-8c2e-7f9a1b3c5d09",
    topic: "delivery",
    question: "¿Cuál es el alquiler más corto?",
    answer: `La mayoría de los autos se pueden reservar por horas, con un mínimo de unas pocas horas. ${TERMS_VARY_ES}`,
    position: 2,
    published: true,
    anchor: "minimum-rental",
    language: "es",
  },
  {
    id: "5b7e2c94-1d3f-4a6b-8c2e-7f9a1b3c5d10",
    topic: "yacht",
    question: "¿Qué pasa si llueve el día de mi charter?",
    answer:
      "El capitán decide ese mismo día. Si el clima hace que la salida no sea segura, pasamos su charter a otra fecha o le reembolsamos el importe completo.\n\nUn aguacero pasajero no es motivo para cancelar: el yate tiene una cubierta techada.",
    position: 1,
    published: true,
    anchor: "yacht-weather",
    language: "es",
  },
  {
    id: "5b7e2c94-1d3f-4a6b-8c2e-7f9a1b3c5d11",
    topic: "yacht",
    question: "¿Qué incluye el alquiler del yate?",
    answer:
      "El capitán y la tripulación, el combustible para un paseo por la bahía, el sistema de sonido y el hielo. Traiga sus propias bebidas y comida, o pídanos que le organicemos el catering.",
    position: 2,
    published: true,
    anchor: "yacht-included",
    language: "es",
  },
  {
    id: "5b7e2c94-1d3f-4a6b-8c2e-7f9a1b3c5d12",
    topic: "cancellations",
    question: "¿Puedo cancelar o cambiar mi reserva?",
    answer:
      "Sí. Puede cancelar o cambiar su reserva sin cargo hasta 48 horas antes de que comience. Con menos antelación, retenemos la tarifa del primer día (o la primera hora del charter).",
    position: 1,
    published: true,
    anchor: "cancellation",
    language: "es",
  },
];
