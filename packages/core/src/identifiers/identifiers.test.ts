import { describe, expect, it } from 'vitest';
import { formatAbn, isValidAbn, isValidAcn } from './abn.ts';
import { formatPayId, parsePayId } from './payid.ts';
import { isRecordId, RECORD_ID_MAX } from './record-id.ts';

describe('isValidAbn (the ATO checksum)', () => {
  it.each([
    '51 824 753 556',
    '51824753556',
    '48 123 123 124',
    '33 007 457 141',
    '12 004 044 937',
    '33 051 775 556',
  ])('accepts %s', (abn) => {
    expect(isValidAbn(abn)).toBe(true);
  });
  it.each([
    '51 824 753 557',
    '51 824 753 565',
    '12 345 678 901',
    '00 000 000 000',
    // Passes the checksum, but the first two digits of a real ABN are 10 to 99.
    '01 000 000 191',
    '5182475355',
    '518247535560',
    '5182475355a',
    '',
  ])('refuses %j', (abn) => {
    expect(isValidAbn(abn)).toBe(false);
  });
});

describe('isValidAcn', () => {
  it.each(['000 000 019', '004 085 616', '010 499 966', '005 749 986'])('accepts %s', (acn) => {
    expect(isValidAcn(acn)).toBe(true);
  });
  it.each(['000 000 018', '004 085 617', '12345678', '1234567890', '000 000 000'])('refuses %s', (acn) => {
    expect(isValidAcn(acn)).toBe(false);
  });
});

describe('formatAbn', () => {
  it('groups 2-3-3-3', () => {
    expect(formatAbn('51824753556')).toBe('51 824 753 556');
    expect(formatAbn('51 824 753 556')).toBe('51 824 753 556');
  });
  it('leaves anything else as it is', () => {
    expect(formatAbn('123')).toBe('123');
  });
});

describe('parsePayId', () => {
  it.each([
    ['Ada@Example.COM', { type: 'email', value: 'ada@example.com' }],
    ['0412 345 678', { type: 'phone', value: '+61-412345678' }],
    ['+61 412 345 678', { type: 'phone', value: '+61-412345678' }],
    ['+61-412345678', { type: 'phone', value: '+61-412345678' }],
    ['(04) 1234 5678', { type: 'phone', value: '+61-412345678' }],
    ['51 824 753 556', { type: 'abn', value: '51824753556' }],
    ['004 085 616', { type: 'acn', value: '004085616' }],
    ['Sorted Plumbing Pty Ltd', { type: 'org_id', value: 'Sorted Plumbing Pty Ltd' }],
  ])('reads %j', (input, payId) => {
    expect(parsePayId(input)).toEqual(payId);
  });

  it.each([
    ['', 'empty'],
    ['ada@', 'a broken e-mail'],
    ['0312 345 678', 'a landline'],
    ['0412 345 67', 'a short mobile'],
    ['+1 412 345 678', 'a foreign number'],
    ['51 824 753 557', 'an ABN with a bad checksum'],
    ['000 000 000', 'an all-zero ACN'],
    ['01 000 000 191', 'an ABN starting with 0'],
    ['12345', 'digits that are nothing'],
    ['-hello', 'text not starting with a letter'],
    [`a${'x'.repeat(256)}`, 'an over-long organisation identifier'],
  ])('refuses %j (%s)', (input) => {
    expect(parsePayId(input)).toBeNull();
  });
});

describe('formatPayId', () => {
  it('shows a mobile as Australians write it, and ABNs and ACNs grouped', () => {
    expect(formatPayId('+61-412345678')).toBe('0412 345 678');
    expect(formatPayId('0412345678')).toBe('0412 345 678');
    expect(formatPayId('51824753556')).toBe('51 824 753 556');
    expect(formatPayId('004085616')).toBe('004 085 616');
  });

  it('keeps an e-mail address or an organisation identifier as it is', () => {
    expect(formatPayId('pay@sorted.test')).toBe('pay@sorted.test');
    expect(formatPayId('Harbour Electrical')).toBe('Harbour Electrical');
  });
});

describe('isRecordId', () => {
  it.each([1, 42, RECORD_ID_MAX])('accepts %s', (id) => {
    expect(isRecordId(id)).toBe(true);
  });
  it.each([0, -1, 1.5, RECORD_ID_MAX + 1, 2 ** 53, Number.NaN, Number.POSITIVE_INFINITY])(
    'refuses %s',
    (id) => {
      expect(isRecordId(id)).toBe(false);
    },
  );
});
