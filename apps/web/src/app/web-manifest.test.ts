import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { IndexHtmlTransformHook, Plugin, ResolvedConfig } from 'vite';
import { afterEach, describe, expect, it } from 'vitest';
import { quietHead } from '../../quiet-head-plugin.ts';
import { linkWebManifest, WEB_MANIFEST } from './web-manifest.ts';

const web = join(import.meta.dirname, '../..');

/** The page as the build writes it, once vite-plugin-pwa has added the manifest's link. */
function builtPage(): string {
  const plugin: Plugin = quietHead();
  (plugin.configResolved as (config: Pick<ResolvedConfig, 'publicDir'>) => void)({
    publicDir: join(web, 'public'),
  });
  const page = readFileSync(join(web, 'index.html'), 'utf8').replace(
    '</head>',
    `<link rel="manifest" href="${WEB_MANIFEST}"></head>`,
  );
  const transform = plugin.transformIndexHtml as { handler: IndexHtmlTransformHook };
  return transform.handler.call(undefined as never, page, {} as never) as string;
}

describe('the page as built', () => {
  it('asks the network for no favicon and no manifest', () => {
    const page = builtPage();
    expect(page).not.toContain('rel="manifest"');
    expect(page).not.toContain('/favicon.svg');
    const icon = /<link rel="icon" href="data:image\/svg\+xml,([^"]+)"/.exec(page)?.[1] ?? '';
    expect(decodeURIComponent(icon)).toBe(readFileSync(join(web, 'public/favicon.svg'), 'utf8').trim());
  });
});

describe('the web manifest', () => {
  afterEach(() => {
    for (const link of document.querySelectorAll('link[rel="manifest"]')) link.remove();
  });

  it('is linked once, however often asked', () => {
    linkWebManifest();
    linkWebManifest();
    const links = document.querySelectorAll<HTMLLinkElement>('link[rel="manifest"]');
    expect(links).toHaveLength(1);
    expect(links[0]?.getAttribute('href')).toBe('/manifest.webmanifest');
  });
});
