import { parseRows, type CatalogSource, type RowIntake } from "./catalog-source.server";
import { DEMO_VEHICLE_ROWS } from "./demo-catalog";
import { byNewest, type Vehicle } from "./vehicle";

// The demo fleet behind the same interface as Supabase: the same intake, the
// same filters, no network. Each answer is a fresh array, so a caller that
// sorts or filters in place cannot disturb the next one.

export type DemoSourceOptions = Omit<RowIntake, "source"> & { rows?: unknown[] };

export function createDemoSource({ rows = DEMO_VEHICLE_ROWS, ...intake }: DemoSourceOptions): CatalogSource {
  let parsed: Vehicle[] | undefined;
  function all(): Vehicle[] {
    parsed ??= parseRows(rows, { ...intake, source: "demo" }).sort(byNewest);
    return [...parsed];
  }
  return {
    async allVehicles() {
      return all();
    },
    async featuredVehicles() {
      return all().filter((vehicle) => vehicle.is_featured && vehicle.is_available);
    },
    async similarVehicles(brand, excludeId, limit) {
      return all()
        .filter((vehicle) => vehicle.brand === brand && vehicle.id !== excludeId && vehicle.is_available)
        .slice(0, limit);
    },
  };
}
