import { defineEngineSuite } from "../support/engine-suite";

// The visitor suite in chromium (e2e/support/engine-suite.ts says what it covers).
defineEngineSuite("chromium", { coveredElsewhere: true });
