import { describe, expect, it } from 'vitest';
import { subjectPath, textKeyOf } from './notifications.ts';

describe('notifications', () => {
  it('lead to their subject: the invoice, the quote, the schedules, the BAS period in its year', () => {
    expect(subjectPath({ type: 'invoice', id: '7', number: 'INV-0007' })).toBe('/invoice/overview/7');
    expect(subjectPath({ type: 'quote', id: '3', number: 'Q-0003' })).toBe('/quotes/3');
    expect(subjectPath({ type: 'recurring', id: '2', number: null })).toBe('/recurring');
    expect(subjectPath({ type: 'bas-period', id: '5', number: '2026-Q2' })).toBe(
      '/bas?company=5&year=2025&period=2026-Q2',
    );
    expect(subjectPath({ type: 'bas-period', id: '5', number: 'FY2025' })).toBe(
      '/bas?company=5&year=2025&period=FY2025',
    );
  });

  it('name their text by kind', () => {
    expect(textKeyOf('quote-accepted')).toBe('quoteAccepted');
    expect(textKeyOf('bas-due')).toBe('basDue');
  });
});
