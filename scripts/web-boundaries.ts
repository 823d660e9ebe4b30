/**
 * The web's rules of scripts/check-boundaries.ts (ARCHITECTURE.md, "Boundaries"), apart so that they can
 * be tested on made-up files:
 *   - the web's lib/ and ui/ import no feature;
 *   - a feature imports another only through the other's public face, its index.ts (or its folder),
 *     never an inner file; and an index.ts offers no screen (routes/);
 *   - no two features import each other (a two-way edge fails on both sides).
 */

export interface WebImport {
  /** The importing file relative to the repository root. */
  file: string;
  line: number;
  /** The imported file relative to the repository root, or the bare specifier of a package. */
  target: string;
}

export interface WebBreach {
  file: string;
  line: number;
  rule: string;
  /** `file -> target`, as the KNOWN list names a breach allowed for now. */
  key: string;
}

const WEB = 'apps/web/src/';
const FEATURES = `${WEB}features/`;

const isTest = (file: string) =>
  /\.test\.tsx?$/.test(file) || file.includes('/test/') || file.includes('/testing/');
const featureOf = (path: string) =>
  path.startsWith(FEATURES) ? path.slice(FEATURES.length).split('/')[0] : undefined;
/** The feature's folder or its index.ts, with or without the extension. */
const isPublicFace = (target: string, feature: string) =>
  /^(\/index(\.tsx?)?)?$/.test(target.slice(`${FEATURES}${feature}`.length));

export function webBreaches(imports: readonly WebImport[]): WebBreach[] {
  const breaches: WebBreach[] = [];
  const edges = new Set<string>();
  const crossing: (WebImport & { from: string; to: string })[] = [];
  for (const item of imports) {
    const { file, line, target } = item;
    const key = `${file} -> ${target}`;
    const to = featureOf(target);
    if (!to) continue;
    if (/^apps\/web\/src\/(lib|ui)\//.test(file) && !isTest(file)) {
      breaches.push({ file, line, rule: `web ${file.split('/')[3]}/ imports a feature: ${target}`, key });
    }
    const from = featureOf(file);
    if (from === to && file === `${FEATURES}${from}/index.ts` && target.includes('/routes/')) {
      breaches.push({
        file,
        line,
        rule: `web feature "${from}" offers a screen in its index.ts: ${target}`,
        key,
      });
    }
    if (!from || from === to) continue;
    if (target.includes(`${FEATURES}${to}/routes/`)) {
      breaches.push({
        file,
        line,
        rule: `web feature "${from}" imports a screen of "${to}": ${target}`,
        key,
      });
    } else if (!isPublicFace(target, to)) {
      breaches.push({
        file,
        line,
        rule: `web feature "${from}" imports an inner file of "${to}" (import its index.ts): ${target}`,
        key,
      });
    }
    edges.add(`${from} -> ${to}`);
    crossing.push({ ...item, from, to });
  }
  for (const { file, line, target, from, to } of crossing) {
    if (edges.has(`${to} -> ${from}`)) {
      breaches.push({
        file,
        line,
        rule: `web features "${from}" and "${to}" import each other: ${target}`,
        key: `${file} -> ${target}`,
      });
    }
  }
  return breaches;
}
