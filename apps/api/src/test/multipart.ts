/** A multipart/form-data body with one file part, as a browser's form upload sends it. */
export function multipart(field: string, filename: string, type: string, bytes: Buffer) {
  const boundary = '----sorted-test-boundary';
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}
