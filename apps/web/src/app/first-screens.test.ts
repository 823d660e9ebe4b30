import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { firstScreensOf } from '../../first-screens-plugin.ts';
import { isRedirectRoute, routes } from './routes.ts';

const web = join(import.meta.dirname, '../..');
const screens = firstScreensOf(readFileSync(join(web, 'src/app/routes.ts'), 'utf8'));

describe("the build's list of each signed-in page's first modules", () => {
  it('has every signed-in page of the route table, in its order', () => {
    const signedIn = routes.filter((route) => !isRedirectRoute(route) && route.guard === 'auth');
    expect(screens.map((screen) => screen.path)).toEqual(signedIn.map((route) => route.path));
  });

  it("names each page's screen, and its data module when it has one, as files that exist", () => {
    for (const screen of screens) {
      const route = routes.find((candidate) => candidate.path === screen.path);
      const hasData = route !== undefined && !isRedirectRoute(route) && route.data !== undefined;
      expect(screen.modules, screen.path).toHaveLength(hasData ? 2 : 1);
      expect(screen.modules[0], screen.path).toMatch(/\/routes\/[\w-]+-screen\.tsx$/);
      for (const module of screen.modules) expect(existsSync(join(web, module)), module).toBe(true);
    }
  });
});
