import fc from 'fast-check';
import { multipart } from '../test/uploads.ts';
import { type HostileBody, hostileBody } from './hostile-requests.ts';
import { HUGE_LENGTH } from './hostile-values.ts';

/**
 * Multipart uploads of one file with every part of the form up for grabs, and broken multipart framing.
 * The file: the real one, broken or padded ones, lookalikes, nothing, a script, and more than the limit.
 */
export function hostileUploads(valid: {
  field: string;
  filename: string;
  type: string;
  bytes: Buffer;
  maxBytes: number;
}): fc.Arbitrary<HostileBody> {
  const { bytes: good } = valid;
  const fileBytes = fc.oneof(
    fc.constant(good),
    fc.integer({ min: 0, max: good.length - 1 }).map((end) => good.subarray(0, end)),
    fc.uint8Array({ maxLength: 500 }).map((bytes) => Buffer.concat([good.subarray(0, 8), bytes])),
    fc.uint8Array({ maxLength: 500 }).map((bytes) => Buffer.from(bytes)),
    fc.constant(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')),
    fc.constant(Buffer.concat([good, Buffer.alloc(valid.maxBytes)])),
  );
  const partText = fc.oneof(
    fc.constantFrom(valid.field, 'file', '', 'a"b', '../../etc/passwd', 'x\r\nX-Injected: 1', 'é🦘\u0000'),
    fc.string({ unit: 'binary', maxLength: 20 }),
    fc.constant('n'.repeat(HUGE_LENGTH)),
  );
  return fc.oneof(
    fc
      .record({
        field: fc.oneof(
          { weight: 3, arbitrary: fc.constant(valid.field) },
          { weight: 1, arbitrary: partText },
        ),
        filename: fc.oneof(fc.constant(valid.filename), partText),
        type: fc.oneof(fc.constantFrom(valid.type, 'image/svg+xml', 'text/html', ''), partText),
        bytes: fileBytes,
      })
      .map(({ field, filename, type, bytes }) => {
        const { body, contentType } = multipart(field, filename, type, bytes);
        return { payload: body, contentType };
      }),
    fc
      .record({
        end: fc.integer({ min: 0, max: 400 }),
        contentType: fc.constantFrom(
          'multipart/form-data',
          'multipart/form-data; boundary=',
          'multipart/form-data; boundary=other',
          'multipart/form-data; boundary=----sorted-test-boundary',
        ),
      })
      .map(({ end, contentType }) => ({
        payload: multipart(valid.field, valid.filename, valid.type, good).body.subarray(0, end),
        contentType,
      })),
    hostileBody(null),
  );
}
