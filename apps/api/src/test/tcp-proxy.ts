import { type AddressInfo, connect, createServer, type Socket } from 'node:net';

/**
 * A TCP proxy on 127.0.0.1 in front of a server that tests must not disturb (the machine's shared
 * PostgreSQL), to play that server going away: `refuseNew` stops taking connections (a server shutting
 * down), `stall` drops every connection and then takes new ones without ever answering (a network that
 * loses packets, which only a timeout ends), `restore` forwards again.
 */
export async function startTcpProxy(target: { host: string; port: number }) {
  const sockets = new Set<Socket>();
  let stalled = false;

  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
  };
  const server = createServer((client) => {
    track(client);
    if (stalled) return;
    const upstream = connect(target.port, target.host);
    track(upstream);
    client.pipe(upstream).pipe(client);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });

  const listen = (port: number) =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject);
        resolve();
      });
    });
  const dropAll = () => {
    for (const socket of sockets) socket.destroy();
  };

  await listen(0);
  const { port } = server.address() as AddressInfo;

  return {
    /** `url` with its host and port replaced by the proxy's. */
    urlFor(url: string): string {
      const proxied = new URL(url);
      proxied.hostname = '127.0.0.1';
      proxied.port = String(port);
      return proxied.href;
    },
    /** Open connections carry on; new ones are refused. */
    refuseNew(): void {
      server.close();
    },
    async stall(): Promise<void> {
      stalled = true;
      dropAll();
      if (!server.listening) await listen(port);
    },
    async restore(): Promise<void> {
      stalled = false;
      // Stalled connections were never forwarded; their clients have given up on them.
      dropAll();
      if (!server.listening) await listen(port);
    },
    close(): Promise<void> {
      return new Promise((resolve) => {
        if (server.listening) server.close(() => resolve());
        else resolve();
        dropAll();
      });
    },
  };
}
