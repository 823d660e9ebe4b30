import { describe, expect, it } from 'vitest';
import { mantineClassesIn, withoutUnusedMantineRules } from '../../unused-mantine-css.ts';

const used = new Set(['m_aaaaaaaa', 'm_bbbbbbbb']);
const strip = (css: string) => withoutUnusedMantineRules(css, used).replaceAll(/\s+/g, ' ').trim();

describe('the build strips the CSS of Mantine components no script draws', () => {
  it('finds the Mantine class names a script contains, and only those', () => {
    const script =
      'const classes={root:"m_aaaaaaaa",label:"m_0123abcd"};const x="m_short",y="mantine-Button-root";';
    expect([...mantineClassesIn(script)].sort()).toEqual(['m_0123abcd', 'm_aaaaaaaa']);
  });

  it('drops a rule whose Mantine class is unused and keeps one whose classes are all used', () => {
    expect(strip('.m_aaaaaaaa{color:red}.m_cccccccc{color:blue}')).toBe('.m_aaaaaaaa{color:red}');
    expect(strip('.m_aaaaaaaa .m_bbbbbbbb{margin:0}')).toBe('.m_aaaaaaaa .m_bbbbbbbb{margin:0}');
  });

  it('drops a selector that needs an unused class even beside a used one', () => {
    expect(strip('.m_aaaaaaaa .m_cccccccc{margin:0}')).toBe('');
  });

  it('keeps the used selectors of a list, in their order', () => {
    expect(strip('.m_cccccccc,.m_bbbbbbbb:hover,.m_aaaaaaaa{gap:1px}')).toBe(
      '.m_bbbbbbbb:hover,.m_aaaaaaaa{gap:1px}',
    );
  });

  it('leaves what names no Mantine class as it was', () => {
    const css =
      ':root{--x:1px}body{margin:0}[data-mantine-color-scheme=dark] .mantine-Button-root{color:red}';
    expect(withoutUnusedMantineRules(css, used)).toBe(css);
  });

  it('removes an at-rule left empty and keeps one with a rule still in it', () => {
    expect(strip('@media (min-width:48em){.m_cccccccc{gap:0}}')).toBe('');
    expect(strip('@media (min-width:48em){.m_cccccccc{gap:0}.m_aaaaaaaa{gap:1px}}')).toBe(
      '@media (min-width:48em){.m_aaaaaaaa{gap:1px}}',
    );
    expect(strip('@layer mantine{@media print{.m_cccccccc{gap:0}}}')).toBe('');
  });

  it('keeps keyframes, which are named rather than selected', () => {
    expect(strip('@keyframes m_cccccccc{from{opacity:0}to{opacity:1}}')).toBe(
      '@keyframes m_cccccccc{from{opacity:0}to{opacity:1}}',
    );
  });
});
