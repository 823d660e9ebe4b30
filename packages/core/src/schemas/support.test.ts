import { describe, expect, it } from 'vitest';
import { supportRequestSchema } from './support.ts';

const issues = (input: unknown) =>
  supportRequestSchema.safeParse(input).error?.issues.map((issue) => [issue.path.join('.'), issue.message]);

describe('supportRequestSchema', () => {
  it('keeps the subject on one line, trims the message and drops a blank invoice reference', () => {
    expect(
      supportRequestSchema.parse({
        subject: '  PDF\r\n download  ',
        message: '  It fails.\n\nHelp! ',
        invoice_ref: ' ',
      }),
    ).toEqual({ subject: 'PDF download', message: 'It fails.\n\nHelp!', invoice_ref: null });
    expect(
      supportRequestSchema.parse({ subject: 'Hi', message: 'Hello', invoice_ref: ' INV-0007 ' }),
    ).toEqual({
      subject: 'Hi',
      message: 'Hello',
      invoice_ref: 'INV-0007',
    });
    expect(supportRequestSchema.parse({ subject: 'Hi', message: 'Hello' }).invoice_ref).toBeNull();
  });

  it.each([
    [
      {},
      [
        ['subject', 'support_subject_required'],
        ['message', 'support_message_required'],
      ],
    ],
    [
      { subject: ' ', message: '\n' },
      [
        ['subject', 'support_subject_required'],
        ['message', 'support_message_required'],
      ],
    ],
    [
      { subject: 'x'.repeat(151), message: 'y'.repeat(5001), invoice_ref: 'z'.repeat(51) },
      [
        ['subject', 'support_subject_too_long'],
        ['message', 'support_message_too_long'],
        ['invoice_ref', 'support_invoice_ref_too_long'],
      ],
    ],
    [
      { subject: 7, message: 'ok', invoice_ref: 12 },
      [
        ['subject', 'support_subject_required'],
        ['invoice_ref', 'support_invoice_ref_too_long'],
      ],
    ],
  ])('names each problem of %j', (input, expected) => {
    expect(issues(input)).toEqual(expected);
  });

  it('accepts the longest allowed texts', () => {
    expect(
      supportRequestSchema.safeParse({
        subject: 'x'.repeat(150),
        message: 'y'.repeat(5000),
        invoice_ref: 'z'.repeat(50),
      }).success,
    ).toBe(true);
  });
});
