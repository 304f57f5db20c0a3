import { readFileSync } from "node:fs";
import { createServer } from "node:http";

// The baseline for server throughput: a bare node:http server answering every
// request with the same bytes from memory, as a static file server at its
// cheapest would. Run as its own process (like the site), so it does not share
// an event loop with the load generator.
//
//   node scripts/perf/static-server.ts <file> <port>

const [file, port] = process.argv.slice(2);
if (!file || !port) {
  console.error("usage: static-server.ts <file> <port>");
  process.exit(2);
}
const body = readFileSync(file);
const server = createServer((_req, res) => {
  res.writeHead(200, { "Content-Type": "text/html; charset=utf-8", "Content-Length": body.length });
  res.end(body);
});
server.listen(Number(port), "127.0.0.1", () => console.log("listening"));
process.on("SIGTERM", () => server.close(() => process.exit(0)));
