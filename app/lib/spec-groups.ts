import { NOT_AVAILABLE } from "./vehicle-page";
import type { Vehicle } from "./vehicle";

// The vehicle page's specifications block (SPEC.md: Performance, Design and
// Availability, missing values as N/A). Apart from vehicle-page.ts because only
// the specifications, which hydrate on the first interaction, need it.

export function availabilityLabel(vehicle: Pick<Vehicle, "is_available">): string {
  return vehicle.is_available ? "Available for Booking" : "Currently Unavailable";
}

export type SpecGroup = { title: string; rows: { label: string; value: string }[] };

function orNA(value: string | number | null | undefined): string {
  return value === null || value === undefined || value === "" ? NOT_AVAILABLE : String(value);
}

export function specGroups(vehicle: Vehicle): SpecGroup[] {
  return [
    {
      title: "Performance",
      rows: [
        { label: "Fuel Type", value: orNA(vehicle.fuel_type) },
        { label: "Transmission", value: orNA(vehicle.transmission) },
        { label: "Power", value: vehicle.power_hp === null ? NOT_AVAILABLE : `${vehicle.power_hp} hp` },
      ],
    },
    {
      title: "Design",
      rows: [
        { label: "Year", value: orNA(vehicle.year) },
        { label: "Exterior Color", value: orNA(vehicle.color_exterior) },
        { label: "Interior Color", value: orNA(vehicle.color_interior) },
      ],
    },
    { title: "Availability", rows: [{ label: "Status", value: availabilityLabel(vehicle) }] },
  ];
}
