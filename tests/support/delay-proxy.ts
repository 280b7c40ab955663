/**
 * A TCP proxy on loopback that holds back what the server sends to its
 * clients by `delayMs` (in order; what clients send goes through at once).
 * It stands for a broker or database whose messages reach one process late:
 * a loaded machine, a slow network path. Set the delay after the process
 * behind it has started.
 */
import net from 'node:net';

export interface DelayProxy {
  /** host:port to give the process instead of the server's. */
  readonly port: number;
  delayMs: number;
  close(): Promise<void>;
}

export async function startDelayProxy(target: { host: string; port: number }): Promise<DelayProxy> {
  const sockets = new Set<net.Socket>();
  const proxy: DelayProxy = { port: 0, delayMs: 0, close: async () => {} };
  const server = net.createServer((client) => {
    const upstream = net.connect(target.port, target.host);
    sockets.add(client).add(upstream);
    client.setNoDelay(true);
    upstream.setNoDelay(true);
    client.pipe(upstream);
    // Chunks keep their order: each waits the same delay from its arrival, and timers of equal delay fire in order.
    upstream.on('data', (chunk) => {
      if (proxy.delayMs <= 0) return void client.write(chunk);
      setTimeout(() => client.writable && client.write(chunk), proxy.delayMs);
    });
    upstream.on('end', () => setTimeout(() => client.end(), proxy.delayMs));
    const drop = () => {
      client.destroy();
      upstream.destroy();
      sockets.delete(client);
      sockets.delete(upstream);
    };
    client.on('error', drop).on('close', drop);
    upstream.on('error', drop).on('close', () => setTimeout(drop, proxy.delayMs));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  (proxy as { port: number }).port = (server.address() as net.AddressInfo).port;
  proxy.close = () =>
    new Promise<void>((resolve) => {
      for (const s of sockets) s.destroy();
      server.close(() => resolve());
    });
  return proxy;
}
