import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { APP_USE_ID, mantineUseId } from '../../mantine-use-id.ts';
import { useId } from '../ui/mantine-id.ts';

const seen: string[] = [];

function Field() {
  const id = useId();
  seen.push(id);
  return <input id={id} />;
}

function Pair() {
  return (
    <>
      <span data-testid="a">{useId()}</span>
      <span data-testid="b">{useId()}</span>
      <span data-testid="c">{useId('supplier-name')}</span>
    </>
  );
}

describe("Mantine's id hook, built on React's ids", () => {
  it("stands in for Mantine's hook module, and for nothing else", () => {
    const load = mantineUseId().load as (id: string) => string | null;
    const standIn = `export { useId } from ${JSON.stringify(APP_USE_ID)};`;
    expect(load('/app/node_modules/@mantine/hooks/esm/use-id/use-id.mjs')).toBe(standIn);
    expect(load('C:\\app\\node_modules\\@mantine\\hooks\\esm\\use-id\\use-id.mjs?v=1')).toBe(standIn);
    expect(load('/app/node_modules/@mantine/hooks/esm/use-idle/use-idle.mjs')).toBeNull();
    expect(APP_USE_ID).toMatch(/src[\\/]ui[\\/]mantine-id\.ts$/);
  });

  it('draws a component once, with an id that stays the same', () => {
    seen.length = 0;
    const view = render(<Field />);
    // Mantine's own hook drew it a second time, with a random id.
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatch(/^mantine-[\w-]+$/);
    view.rerender(<Field />);
    expect(seen).toEqual([seen[0], seen[0]]);
  });

  it('gives two components two ids, and keeps an id a component was given', () => {
    const view = render(<Pair />);
    expect(view.getByTestId('a').textContent).not.toBe(view.getByTestId('b').textContent);
    expect(view.getByTestId('c').textContent).toBe('supplier-name');
  });
});
