import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

const dataDir = () => mkdtempSync(join(tmpdir(), 'sorted-config-'));

describe('loadConfig', () => {
  it('fills the documented defaults from an empty environment', () => {
    const config = loadConfig({ DATA_DIR: dataDir() });
    expect(config).toMatchObject({
      port: 3000,
      appUrl: 'http://localhost:3000',
      databaseUrl: undefined,
      supportEmail: 'support@localhost',
      mailPollMs: 2_000,
      mailRetryMs: 30_000,
      mailLimits: { perHour: 50, perDay: 200 },
      timeZone: 'Australia/Sydney',
      oidc: { issuer: 'https://accounts.google.com', clientId: undefined },
    });
  });

  it('derives APP_URL from PORT and drops a trailing slash from a given one', () => {
    expect(loadConfig({ DATA_DIR: dataDir(), PORT: '8080' }).appUrl).toBe('http://localhost:8080');
    expect(loadConfig({ DATA_DIR: dataDir(), APP_URL: 'https://sorted.example/' }).appUrl).toBe(
      'https://sorted.example',
    );
  });

  it('reads the per-account mail limits', () => {
    expect(
      loadConfig({ DATA_DIR: dataDir(), MAIL_LIMIT_PER_HOUR: '5', MAIL_LIMIT_PER_DAY: '12' }).mailLimits,
    ).toEqual({ perHour: 5, perDay: 12 });
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ DATA_DIR: dataDir(), DATABASE_URL: '', PORT: '' }).port).toBe(3000);
  });

  it.each([
    ['PORT', 'eighty'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://root@localhost/sorted'],
    ['APP_TIMEZONE', 'Mars/Olympus_Mons'],
    ['SUPPORT_EMAIL', 'not-an-email'],
    ['SESSION_SECRET', 'short'],
    ['LOG_LEVEL', 'loud'],
    ['MAIL_POLL_SECONDS', '0'],
    ['MAIL_RETRY_SECONDS', 'soon'],
    ['MAIL_LIMIT_PER_HOUR', '0'],
    ['MAIL_LIMIT_PER_HOUR', '2.5'],
    ['MAIL_LIMIT_PER_DAY', '-1'],
    ['MAIL_LIMIT_PER_DAY', 'many'],
  ])('stops with a message naming %s when it is %j', (name, value) => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), [name]: value })).toThrowError(ConfigError);
    expect(() => loadConfig({ DATA_DIR: dataDir(), [name]: value })).toThrowError(
      new RegExp(`^Invalid environment:\\n  ${name}:`),
    );
  });

  it('generates the session secret once into DATA_DIR and keeps it across restarts', () => {
    const dir = dataDir();
    const first = loadConfig({ DATA_DIR: dir }).sessionSecret;
    expect(first.length).toBeGreaterThanOrEqual(48);
    expect(readFileSync(join(dir, 'session-secret'), 'utf8').trim()).toBe(first);
    expect(loadConfig({ DATA_DIR: dir }).sessionSecret).toBe(first);
    expect(loadConfig({ DATA_DIR: dataDir() }).sessionSecret).not.toBe(first);
  });

  it('prefers SESSION_SECRET from the environment', () => {
    const secret = 'x'.repeat(40);
    expect(loadConfig({ DATA_DIR: dataDir(), SESSION_SECRET: secret }).sessionSecret).toBe(secret);
  });

  it.each([
    [undefined, false],
    ['false', false],
    ['0', false],
    ['1', 1],
    ['2', 2],
    ['10.0.0.1', ['10.0.0.1']],
    ['10.0.0.0/8, 192.168.1.7,fd00::/8', ['10.0.0.0/8', '192.168.1.7', 'fd00::/8']],
  ])('reads TRUST_PROXY=%j as %j', (value, expected) => {
    const env = value === undefined ? {} : { TRUST_PROXY: value };
    expect(loadConfig({ DATA_DIR: dataDir(), ...env }).trustProxy).toEqual(expected);
  });

  // "true" trusted every hop of X-Forwarded-For, so a client could name its own address.
  it.each([
    'true',
    'yes',
    '-1',
    '1.5',
    '10.0.0.0/33',
    'fd00::/129',
    '10.0.0.1/8/8',
    'loadbalancer.internal',
    '10.0.0.1,',
  ])('refuses TRUST_PROXY=%j, asking for a hop count or addresses', (value) => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), TRUST_PROXY: value })).toThrowError(
      /TRUST_PROXY: must be the number of proxies in front of the server \(e\.g\. 1\) or a comma-separated list of their addresses/,
    );
  });
});
