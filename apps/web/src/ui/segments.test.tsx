import { MantineProvider, SegmentedControl } from '@mantine/core';
import { fireEvent, render, screen } from '@testing-library/react';
import { Profiler, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Segments } from './segments.tsx';

const STATUSES = ['All', 'Paid', 'Unpaid'];

function StatusFilter() {
  const [status, setStatus] = useState('Unpaid');
  return (
    <>
      <Segments aria-label="Status" data={STATUSES} value={status} onChange={setStatus} />
      <output>{status}</output>
    </>
  );
}

/** How many times the tree commits as it mounts (1: drawn once, no state set on the way). */
function commitsOnMount(element: React.ReactNode): string[] {
  const phases: string[] = [];
  render(
    <MantineProvider>
      <Profiler id="tree" onRender={(_id, phase) => phases.push(phase)}>
        {element}
      </Profiler>
    </MantineProvider>,
  );
  return phases;
}

describe('Segments', () => {
  it('is a radio group in Mantine’s look: the chosen one checked and marked active', () => {
    render(
      <MantineProvider>
        <StatusFilter />
      </MantineProvider>,
    );
    const group = screen.getByRole('radiogroup', { name: 'Status' });
    expect(group.className).toBe(SegmentedControl.classes.root);
    expect(screen.getAllByRole('radio').map((radio) => (radio as HTMLInputElement).value)).toEqual(STATUSES);
    expect(screen.getByRole('radio', { name: 'Unpaid' })).toHaveProperty('checked', true);
    const label = (name: string) =>
      group.querySelector(`label[for="${screen.getByRole('radio', { name }).id}"]`);
    expect(label('Unpaid')?.hasAttribute('data-active')).toBe(true);
    expect(label('Paid')?.hasAttribute('data-active')).toBe(false);
  });

  it('chooses the segment clicked', () => {
    render(
      <MantineProvider>
        <StatusFilter />
      </MantineProvider>,
    );
    fireEvent.click(screen.getByRole('radio', { name: 'Paid' }));
    expect(screen.getByRole('status').textContent).toBe('Paid');
    expect(screen.getByRole('radio', { name: 'Paid' })).toHaveProperty('checked', true);
  });

  it('mounts in one drawing, where Mantine’s redraws itself as it measures its segments', () => {
    const noop = () => undefined;
    expect(
      commitsOnMount(<Segments aria-label="Status" data={STATUSES} value="Paid" onChange={noop} />),
    ).toEqual(['mount']);
    expect(
      commitsOnMount(<SegmentedControl aria-label="Status" data={STATUSES} value="Paid" onChange={noop} />)
        .length,
    ).toBeGreaterThan(1);
  });
});
