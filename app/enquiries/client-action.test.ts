import type { ClientActionFunctionArgs } from "react-router";
import { afterEach, expect, test, vi } from "vitest";
import { clientAction } from "./client-action";
import type { EnquirySent } from "./parse";

// The route's clientAction opens the draft from the server's answer. A browser
// that refuses it (Location.assign throws) still gets the answer, marked so the
// form can say the draft did not open (SPEC's toast on the vehicle form).

const sent: EnquirySent = { form: "vehicle-booking", draft: "mailto:bookings@example.com?subject=x", text: "x", status: "not-kept", reference: null };
const args = { serverAction: async () => sent } as unknown as ClientActionFunctionArgs;

afterEach(() => vi.unstubAllGlobals());

test("a draft the browser opens: the answer as the server gave it", async () => {
  const assign = vi.fn();
  vi.stubGlobal("window", { location: { assign } });
  expect(await clientAction(args)).toEqual(sent);
  expect(assign).toHaveBeenCalledWith(sent.draft);
});

test("a draft the browser refuses: no throw (the error view), the answer marked draftRefused", async () => {
  vi.stubGlobal("window", {
    location: {
      assign() {
        throw new DOMException("Not allowed to launch 'mailto:'", "SecurityError");
      },
    },
  });
  expect(await clientAction(args)).toEqual({ ...sent, draftRefused: true });
});

test("a refused post (field errors) opens nothing", async () => {
  const assign = vi.fn();
  vi.stubGlobal("window", { location: { assign } });
  const refused = { form: "contact", errors: { name: "Name is required." }, values: {} };
  expect(await clientAction({ serverAction: async () => refused } as unknown as ClientActionFunctionArgs)).toEqual(refused);
  expect(assign).not.toHaveBeenCalled();
});
