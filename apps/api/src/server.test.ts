import { afterAll, describe, expect, it } from 'vitest';
import { freePort, killServers, startServer, waitForHealth } from './test/server-process.ts';

afterAll(killServers);

describe('the server process', () => {
  it('refuses to start on a wrong setting and names the variable', async () => {
    const server = startServer({ PORT: 'eighty' });
    expect(await server.exit).toBe(1);
    expect(server.output()).toContain('PORT');
  });

  it('serves, then drains and exits cleanly on SIGTERM', async () => {
    const port = await freePort();
    const server = startServer({ PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'info' });
    const health = await waitForHealth(`http://127.0.0.1:${port}/api/v1/health`);
    expect(health.status).toBe(200);
    server.child.kill('SIGTERM');
    expect(await server.exit).toBe(0);
    expect(server.output()).toContain('shutting down');
    expect(server.output()).not.toMatch(/session-secret|XSRF/i);
  });
});
