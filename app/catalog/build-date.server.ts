import { statSync } from "node:fs";
import { fileURLToPath } from "node:url";

// When the running code was built. The build writes the server bundle (this
// module included) once, so its file time is the build date; under the dev
// server or tests it is the source file's time. Containers copy the bundle
// with its time preserved. If it cannot be read, the start-up time stands in.
export const BUILD_DATE: Date = (() => {
  try {
    return statSync(fileURLToPath(import.meta.url)).mtime;
  } catch {
    return new Date();
  }
})();
