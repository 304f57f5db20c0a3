import { writeFileSync } from "node:fs";
import { relative } from "node:path";
import { DEMO_VEHICLE_ROWS } from "../app/catalog/demo-catalog.ts";
import { SEED_PATH, seedSql } from "./seed-sql.ts";

// `npm run seed:generate`: rewrite supabase/seed.sql from the demo catalog.

writeFileSync(SEED_PATH, seedSql(DEMO_VEHICLE_ROWS));
console.log(`Wrote ${DEMO_VEHICLE_ROWS.length} vehicles to ${relative(process.cwd(), SEED_PATH)}`);
