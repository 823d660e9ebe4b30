import { describe, expect, it } from 'vitest';
import {
  companyCreateFormSchema,
  companyCreateSchema,
  companyUpdateFormSchema,
  companyUpdateSchema,
  customerSchema,
  paymentDetailSchema,
} from './businesses.ts';

const issues = (result: { error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) =>
  (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]);

describe('companyCreateSchema', () => {
  it.each<[string, Record<string, unknown>, Array<[string, string]>]>([
    [
      'registered without a date',
      { gst_registered: true },
      [['gst_registered_from', 'gst_registered_from_required']],
    ],
    [
      'registered with a null date',
      { gst_registered: true, gst_registered_from: null },
      [['gst_registered_from', 'gst_registered_from_required']],
    ],
    [
      'an impossible date',
      { gst_registered: true, gst_registered_from: '2026-02-30' },
      [['gst_registered_from', 'date_invalid']],
    ],
    ['not registered, no date', { gst_registered: false }, []],
    ['registered from a mid-month date', { gst_registered: true, gst_registered_from: '2026-08-15' }, []],
  ])('GST registration date, in the form: %s', (_case, input, expected) => {
    expect(issues(companyCreateFormSchema.safeParse({ name: 'A', abn: '51824753556', ...input }))).toEqual(
      expected,
    );
  });

  it('the API takes a registered business without a date as registered all along', () => {
    expect(
      issues(companyCreateSchema.safeParse({ name: 'A', abn: '51824753556', gst_registered: true })),
    ).toEqual([]);
    expect(
      issues(companyUpdateSchema.safeParse({ name: 'A', email: 'a@b.example', gst_registered: true })),
    ).toEqual([]);
    expect(
      issues(companyUpdateFormSchema.safeParse({ name: 'A', email: 'a@b.example', gst_registered: true })),
    ).toEqual([['gst_registered_from', 'gst_registered_from_required']]);
  });

  it('says a missing registration date with the other fields’ messages', () => {
    expect(issues(companyCreateFormSchema.safeParse({ abn: '51824753556', gst_registered: true }))).toEqual([
      ['name', 'business_name_required'],
      ['gst_registered_from', 'gst_registered_from_required'],
    ]);
  });

  it('needs a name and a valid ABN, stores the ABN as digits and defaults the rest', () => {
    const result = companyCreateSchema.safeParse({ name: ' Sorted Pty Ltd ', abn: '51 824 753 556' });
    expect(result.data).toEqual({
      name: 'Sorted Pty Ltd',
      abn: '51824753556',
      email: null,
      phone: null,
      address: null,
      gst_registered: false,
      bas_reporting_period: 'quarterly',
      bas_accounting_basis: 'cash',
    });
  });

  it.each([
    ['bas_reporting_period', 'weekly', 'bas_reporting_period_invalid'],
    ['bas_accounting_basis', 'hybrid', 'bas_accounting_basis_invalid'],
  ])('refuses %s %s', (field, value, message) => {
    const result = companyCreateSchema.safeParse({ name: 'A', abn: '51824753556', [field]: value });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      [field, message],
    ]);
  });

  it.each<[string, Record<string, unknown>, Array<[string, string]>]>([
    ['no name', { abn: '51824753556' }, [['name', 'business_name_required']]],
    ['no ABN', { name: 'A' }, [['abn', 'abn_required']]],
    ['a blank ABN', { name: 'A', abn: '  ' }, [['abn', 'abn_required']]],
    ['a short ABN', { name: 'A', abn: '5182475355' }, [['abn', 'abn_length']]],
    ['letters in the ABN', { name: 'A', abn: '5182475355x' }, [['abn', 'abn_length']]],
    ['a bad checksum', { name: 'A', abn: '51 824 753 557' }, [['abn', 'abn_invalid']]],
    [
      'a 14-character phone',
      { name: 'A', abn: '51824753556', phone: '+61 2 9999 9999' },
      [['phone', 'phone_too_long']],
    ],
    ['a bad e-mail', { name: 'A', abn: '51824753556', email: 'x@' }, [['email', 'email_invalid']]],
    [
      'a bad PayID',
      { name: 'A', abn: '51824753556', payment_details: { payid: '12', name: 'A' } },
      [['payment_details.payid', 'payid_invalid']],
    ],
  ])('refuses %s', (_case, input, expected) => {
    expect(issues(companyCreateSchema.safeParse(input))).toEqual(expected);
  });

  it('accepts a 13-character phone and payment details, normalising the PayID', () => {
    const result = companyCreateSchema.safeParse({
      name: 'A',
      abn: '51824753556',
      phone: '+61 299999999',
      payment_details: { payid: '0412 345 678', name: 'A Pty Ltd' },
    });
    expect(result.data?.phone).toBe('+61 299999999');
    expect(result.data?.payment_details).toEqual({
      payid: { type: 'phone', value: '+61-412345678' },
      name: 'A Pty Ltd',
    });
  });
});

describe('companyUpdateSchema', () => {
  it('needs the name and the e-mail', () => {
    expect(issues(companyUpdateSchema.safeParse({}))).toEqual([
      ['name', 'business_name_required'],
      ['email', 'email_required'],
    ]);
  });

  it('takes a reminder plan of offered days, kept once each and in order', () => {
    const base = { name: 'Sorted', email: 'a@example.com' };
    expect(companyUpdateSchema.parse({ ...base, reminder_steps: [14, 0, -3, 0] }).reminder_steps).toEqual([
      -3, 0, 14,
    ]);
    expect(companyUpdateSchema.parse({ ...base, reminder_steps: [] }).reminder_steps).toEqual([]);
    expect(companyUpdateSchema.parse({ ...base, reminders_enabled: true }).reminders_enabled).toBe(true);
    for (const value of [[5], [1.5], ['7'], 7, null]) {
      expect(issues(companyUpdateSchema.safeParse({ ...base, reminder_steps: value }))[0]).toEqual([
        expect.stringMatching(/^reminder_steps/),
        'reminder_steps_invalid',
      ]);
    }
    expect(issues(companyUpdateSchema.safeParse({ ...base, reminders_enabled: 'yes' }))).toEqual([
      ['reminders_enabled', 'reminders_enabled_invalid'],
    ]);
  });

  it('takes an accent colour as #RRGGBB (kept upper case) or null, refusing one too light for white paper', () => {
    const base = { name: 'Sorted', email: 'a@example.com' };
    expect(companyUpdateSchema.parse({ ...base, accent_color: ' #1f6feb ' }).accent_color).toBe('#1F6FEB');
    expect(companyUpdateSchema.parse({ ...base, accent_color: null }).accent_color).toBeNull();
    expect(companyUpdateSchema.parse({ ...base, accent_color: ' ' }).accent_color).toBeNull();
    expect(companyUpdateSchema.parse(base).accent_color).toBeUndefined();
    expect(issues(companyUpdateSchema.safeParse({ ...base, accent_color: '#FFEE00' }))).toEqual([
      ['accent_color', 'accent_color_too_light'],
    ]);
    for (const value of ['1F6FEB', '#1F6', 'blue', 12, '#GG0000']) {
      expect(issues(companyUpdateSchema.safeParse({ ...base, accent_color: value }))).toEqual([
        ['accent_color', 'accent_color_invalid'],
      ]);
    }
    expect(
      companyCreateSchema.parse({ name: 'Sorted', abn: '51 824 753 556', accent_color: '#000000' })
        .accent_color,
    ).toBe('#000000');
  });
});

describe('customerSchema', () => {
  it('needs only the name, with the spec message', () => {
    expect(issues(customerSchema.safeParse({ name: '' }))).toEqual([['name', 'client_name_required']]);
    expect(customerSchema.safeParse({ name: 'Acme', abn: '', email: '' }).data).toMatchObject({
      abn: null,
      email: null,
    });
  });
  it('checks an ABN when one is given', () => {
    expect(issues(customerSchema.safeParse({ name: 'Acme', abn: '12 345 678 901' }))).toEqual([
      ['abn', 'abn_invalid'],
    ]);
    expect(issues(customerSchema.safeParse({ name: 'Acme', abn: '123456789012' }))).toEqual([
      ['abn', 'abn_length'],
    ]);
  });
});

describe('paymentDetailSchema', () => {
  it('needs both fields', () => {
    expect(issues(paymentDetailSchema.safeParse({ payid: '', name: '' }))).toEqual([
      ['payid', 'payid_required'],
      ['name', 'payid_name_required'],
    ]);
  });
});
