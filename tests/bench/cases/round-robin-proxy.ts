// The load balancer's part in the two-processes case: each request goes to the next server process in
// turn. Requests pass through as they are, X-Forwarded-For included: the bench's clients set it as the
// balancer in front of a deployment would (the servers trust one proxy), and no stickiness is needed.
import http from "node:http";
import type { AddressInfo } from "node:net";

export type Proxy = { url: string; close(): Promise<void> };

export async function startRoundRobinProxy(backends: readonly string[]): Promise<Proxy> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  const targets = backends.map((backend) => new URL(backend));
  let next = 0;
  const server = http.createServer((req, res) => {
    const target = targets[next++ % targets.length] as URL;
    const upstream = http.request(
      {
        host: target.hostname === "localhost" ? "127.0.0.1" : target.hostname,
        port: target.port,
        method: req.method,
        path: req.url,
        headers: req.headers,
        agent,
      },
      (reply) => {
        res.writeHead(reply.statusCode ?? 502, reply.headers);
        reply.pipe(res);
      },
    );
    upstream.on("error", () => res.writeHead(502).end());
    req.pipe(upstream);
  });
  // As the servers behind it do: idle connections are the client's to close, never closed under a request.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        agent.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
