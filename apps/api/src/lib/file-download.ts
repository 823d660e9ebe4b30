import type { FastifyReply } from 'fastify';

export interface DownloadFile {
  fileName: string;
  contentType: string;
  bytes: Uint8Array;
}

/**
 * Answers with a file to save rather than show. Never stored by a browser or proxy: such files hold
 * personal details and change with every edit. The name is quoted, so anything that could end the
 * header or the quotes is replaced, whatever the caller passes.
 */
export function sendDownload(reply: FastifyReply, file: DownloadFile): FastifyReply {
  const fileName = file.fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return reply
    .code(200)
    .type(file.contentType)
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'no-store')
    .send(Buffer.from(file.bytes.buffer, file.bytes.byteOffset, file.bytes.byteLength));
}
