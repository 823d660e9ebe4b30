import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { drawWithoutAct, undrawWithoutAct } from '../testing/draw-without-act.tsx';
import { DormantSelect } from './dormant-select.tsx';

const PERIODS = [
  { value: 'month', label: 'This month' },
  { value: 'quarter', label: 'This quarter' },
];

function PeriodFilter() {
  const [value, setValue] = useState<string | null>('quarter');
  return (
    <>
      <DormantSelect label="Period" data={PERIODS} value={value} onChange={setValue} w={200} />
      <output>{value}</output>
    </>
  );
}

describe('DormantSelect', () => {
  afterEach(undrawWithoutAct);

  it('is the Select once drawn: the chosen label shows, and choosing an option changes the value', async () => {
    render(
      <MantineProvider>
        <PeriodFilter />
      </MantineProvider>,
    );
    const field = screen.getByRole('combobox', { name: 'Period' }) as HTMLInputElement;
    expect(field.value).toBe('This quarter');
    fireEvent.click(field);
    fireEvent.click(await screen.findByRole('option', { name: 'This month' }));
    expect(screen.getByRole('status').textContent).toBe('month');
    expect((screen.getByRole('combobox', { name: 'Period' }) as HTMLInputElement).value).toBe('This month');
  });

  it('shows the chosen label before it is armed, and opens its options on a click then', async () => {
    // Drawn as the app draws (no act): the arming transition has not run yet.
    drawWithoutAct(<PeriodFilter />);
    const lookAlike = screen.getByRole('combobox', { name: 'Period' }) as HTMLInputElement;
    expect(lookAlike.value).toBe('This quarter');
    expect(lookAlike.readOnly).toBe(true);
    lookAlike.focus();
    fireEvent.click(lookAlike);
    expect(await screen.findByRole('option', { name: 'This month' })).toBeTruthy();
    const select = screen.getByRole('combobox', { name: 'Period' });
    expect(select).not.toBe(lookAlike);
    expect(document.activeElement).toBe(select);
  });
});
