import postcss, { type AtRule, type Container } from 'postcss';
import type { Plugin } from 'vite';

/**
 * Mantine's class names (`m_` and eight hex digits, its CSS modules' hashes). An element gets one only
 * from the script of the component that owns it, so a name that no built script contains is on no page.
 */
const MANTINE_CLASS = /m_[0-9a-f]{8}/g;

export function mantineClassesIn(script: string): Set<string> {
  return new Set(script.match(MANTINE_CLASS) ?? []);
}

function dropEmpty(container: Container): void {
  container.each((node) => {
    if (node.type !== 'atrule' || !node.nodes) return;
    dropEmpty(node);
    // @keyframes are named, not selected: kept whatever their use (a few, and small).
    if (node.name !== 'keyframes' && node.nodes.length === 0) node.remove();
  });
}

/**
 * The style sheet without the selectors that name a Mantine class none of `used` has: the rules of the
 * components the app never draws (Mantine's one style sheet has all ~120 of them). A selector naming
 * no Mantine class, or only used ones, stays as it was, in its place, so the cascade is unchanged.
 */
export function withoutUnusedMantineRules(css: string, used: ReadonlySet<string>): string {
  const root = postcss.parse(css);
  root.walkRules((rule) => {
    if (rule.parent?.type === 'atrule' && (rule.parent as AtRule).name === 'keyframes') return;
    const kept = rule.selectors.filter((selector) =>
      (selector.match(MANTINE_CLASS) ?? []).every((name) => used.has(name)),
    );
    if (kept.length === 0) rule.remove();
    else if (kept.length < rule.selectors.length) rule.selectors = kept;
  });
  dropEmpty(root);
  return root.toString();
}

/**
 * At build time, strips from the style sheets the Mantine rules of components no script uses: about a
 * quarter of Mantine's CSS, which every page downloads, parses and matches against each element before
 * its first paint (on a phone, style work is a good part of the main thread's time).
 */
export function unusedMantineCss(): Plugin {
  return {
    name: 'sorted-unused-mantine-css',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const used = new Set<string>();
      for (const output of Object.values(bundle)) {
        if (output.type === 'chunk') for (const name of mantineClassesIn(output.code)) used.add(name);
      }
      for (const output of Object.values(bundle)) {
        if (output.type === 'asset' && output.fileName.endsWith('.css')) {
          output.source = withoutUnusedMantineRules(String(output.source), used);
        }
      }
    },
  };
}
