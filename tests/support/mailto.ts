/** Splits a mailto URL the way a mail program does (RFC 6068). */
export function decodeMailto(url: string) {
  const match = /^mailto:([^?]*)\?(.*)$/.exec(url);
  if (!match) throw new Error(`not a mailto URL: ${url}`);
  const params = match[2]!.split("&").map((pair) => pair.split("="));
  const body = decodeURIComponent(params.find(([key]) => key === "body")?.[1] ?? "");
  return {
    to: decodeURIComponent(match[1]!),
    params: params.map(([key]) => key),
    subject: decodeURIComponent(params.find(([key]) => key === "subject")?.[1] ?? ""),
    body,
    lines: body.split("\r\n"),
  };
}
