import { defineEngineSuite } from "../support/engine-suite";

// The visitor suite in webkit (e2e/support/engine-suite.ts says what it covers).
defineEngineSuite("webkit");
