// STAND-IN, NOT THE REAL STORE: a throwaway in-memory version of the contract
// that the enquiry store (branch h-enq-store) provides, so that the forms'
// branch compiles and runs. The lead replaces this whole file at merge.
import { randomInt } from "node:crypto";
import type { ServerConfig } from "../config.server";
import type { Locale } from "../i18n";
import type { Draft } from "./mailto";

export type EnquiryForm = "contact-panel" | "contact" | "elite-booking" | "vehicle-booking" | "yacht-booking";
export type Enquiry = {
  form: EnquiryForm;
  locale: Locale;
  page: string;
  name: string;
  email: string;
  phone: string;
  message: string;
  details: Record<string, string>;
  draft: Draft;
};
export type KeepResult =
  | { status: "received"; reference: string }
  | { status: "queued"; reference: string }
  | { status: "not-kept"; reference: null };
export type Enquiries = {
  keep(enquiry: Enquiry, client: { address: string }): Promise<KeepResult>;
  close(): Promise<void>;
};

const BASE32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";

export function createEnquiries(_config: ServerConfig): Enquiries {
  const kept: Enquiry[] = [];
  return {
    keep(enquiry) {
      kept.push(enquiry);
      const reference = Array.from({ length: 8 }, () => BASE32[randomInt(32)]).join("");
      return Promise.resolve({ status: "received", reference });
    },
    close() {
      kept.length = 0;
      return Promise.resolve();
    },
  };
}
