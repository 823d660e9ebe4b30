import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HoverTooltip } from './hover-tooltip.tsx';

// The browser's answer to `(hover: hover)`: a mouse can hover, a phone's finger cannot.
function pointerCanHover(canHover: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query === '(hover: hover)' && canHover,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

function drawn() {
  return render(
    <MantineProvider>
      <HoverTooltip label="Dark skin" opened>
        <button type="button" aria-label="Switch to dark skin">
          Skin
        </button>
      </HoverTooltip>
    </MantineProvider>,
  );
}

describe('HoverTooltip', () => {
  afterEach(() => vi.unstubAllGlobals());

  // Held open, the tooltip is drawn with its target in the same commit, whatever the test's pointer does.
  it('is Mantine’s tooltip where a pointer can hover', () => {
    pointerCanHover(true);
    drawn();
    expect(screen.getByText('Dark skin')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Switch to dark skin' })).toBeTruthy();
  });

  it('is its target alone on a phone, which keeps its own name', () => {
    pointerCanHover(false);
    drawn();
    expect(screen.getByRole('button', { name: 'Switch to dark skin' })).toBeTruthy();
    expect(screen.queryByText('Dark skin')).toBeNull();
  });
});
