import * as v from "valibot";
import type { Logger } from "../lib/log.server";
import { VEHICLE_SPANISH_MIGRATION, type NotMigrated } from "./migration-warning.server";
import { readRowTerms } from "./rental-terms-row.server";
import { storageRef } from "../pictures/picture-source.server";
import type { SiteConfig } from "../lib/site";
import type { Vehicle } from "./vehicle";
import { VehicleRowSchema } from "./vehicle-row.server";

// The one interface every vehicle backend implements (DESIGN.md "The vehicle
// catalog"), and the intake every row passes through on its way in.

/** Lets the cache abort a read it has given up on. */
export type ReadOptions = { signal?: AbortSignal };

/** The three reads of SPEC.md section 7; /fleet lists all vehicles, booked too. */
export type CatalogSource = {
  allVehicles(options?: ReadOptions): Promise<Vehicle[]>;
  featuredVehicles(options?: ReadOptions): Promise<Vehicle[]>;
  similarVehicles(brand: string, excludeId: string, limit: number, options?: ReadOptions): Promise<Vehicle[]>;
};

export type RowIntake = {
  site: Pick<SiteConfig, "mediaBaseUrl">;
  log: Logger;
  /** Names the backend in log lines, e.g. "supabase" or "demo". */
  source: string;
  /** Told when rows come without the rental-term or the Spanish columns (a migration not run yet). */
  notMigrated?: NotMigrated;
};

/** The backend answered, but not with a list of rows. */
export class CatalogResponseError extends Error {
  override name = "CatalogResponseError";
}

function rowId(row: unknown): unknown {
  return typeof row === "object" && row !== null && "id" in row ? row.id : undefined;
}

/**
 * Checks every row with `VehicleRowSchema`. One bad row (a typo in the
 * dashboard) is logged and skipped so the rest of the fleet still shows; a
 * response that is not a list at all is an error. Image entries that are not
 * absolute http(s) URLs are storage paths in the media bucket, and so are
 * URLs of the bucket itself (`storageRef`). The rental-term
 * columns are read apart: a bad term is logged and left to the default.
 * The Spanish columns are optional: a row without them is shown in English.
 */
export function parseRows(rows: unknown, intake: RowIntake): Vehicle[] {
  if (!Array.isArray(rows)) {
    throw new CatalogResponseError(`${intake.source}: expected a list of vehicles, got ${rows === null ? "null" : typeof rows}`);
  }
  const vehicles: Vehicle[] = [];
  rows.forEach((row: unknown, index) => {
    const result = v.safeParse(VehicleRowSchema, row);
    if (!result.success) {
      intake.log("warn", "catalog.row_skipped", {
        source: intake.source,
        index,
        id: rowId(row),
        issues: result.issues.slice(0, 5).map((issue) => `${v.getDotPath(issue) ?? "row"}: ${issue.message}`),
      });
      return;
    }
    const images = result.output.images.map((image) => storageRef(image, intake.site.mediaBaseUrl));
    const { terms, problems } = readRowTerms(row as Record<string, unknown>);
    if (problems.length > 0) {
      // The vehicle is shown; each bad term falls back to the site's default.
      intake.log("warn", "catalog.terms_invalid", { source: intake.source, index, id: result.output.id, issues: problems });
    }
    vehicles.push({ ...result.output, images, terms });
  });
  if (vehicles.some((vehicle) => vehicle.terms === null)) intake.notMigrated?.("vehicles rental-term columns");
  // Without the Spanish columns every page shows the English texts.
  if (vehicles.some((vehicle) => vehicle.special_features_es === undefined)) {
    intake.notMigrated?.("vehicles Spanish columns (description_es, special_features_es)", VEHICLE_SPANISH_MIGRATION);
  }
  return vehicles;
}
