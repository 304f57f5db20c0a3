import net from "node:net";

// Loaded with `node --import` into a tool that only takes a host name (Mozilla's
// HTTP Observatory scanner): its connections to www.example.com:443 and :80 go to
// the test proxy's ports on 127.0.0.1 instead, as Chromium's --host-resolver-rules
// does for the browser tests. The tool still speaks to www.example.com (Host
// header, SNI, certificate name); only the socket's address changes.
// CONNECT_MAP="www.example.com:443=127.0.0.1:41234 www.example.com:80=127.0.0.1:41235"

const map = new Map((process.env.CONNECT_MAP ?? "").split(" ").filter(Boolean).map((pair) => pair.split("=") as [string, string]));
const connect = net.Socket.prototype.connect as (this: net.Socket, ...args: unknown[]) => net.Socket;
type Target = { host?: string; port?: number | string };

net.Socket.prototype.connect = function (this: net.Socket, ...args: unknown[]) {
  // net.createConnection passes [[options, callback]] (already normalized), tls.connect [options, callback].
  const normalized = Array.isArray(args[0]);
  const [options, callback] = (normalized ? args[0] : args) as [unknown, unknown];
  const target = typeof options === "object" && options !== null ? map.get(`${(options as Target).host}:${(options as Target).port}`) : undefined;
  if (!target) return connect.apply(this, args);
  const [host, port] = target.split(":");
  return connect.call(this, { ...(options as object), host, port: Number(port) }, callback);
} as typeof net.Socket.prototype.connect;
