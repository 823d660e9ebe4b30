import type { FastifyBaseLogger, FastifyReply } from 'fastify';

export interface AfterResponse {
  /**
   * Runs `work` once the answer has gone out, so that how long the work takes (or whether there was
   * any) cannot be read from the answer's timing. A failure is logged; the client has its answer.
   */
  run(reply: FastifyReply, work: () => Promise<void>): void;
  /** Settles when all work handed over so far has ended: shutdown waits for it, and tests may. */
  settled(): Promise<void>;
}

export function createAfterResponse(log: FastifyBaseLogger): AfterResponse {
  const pending = new Set<Promise<void>>();
  return {
    run(reply, work) {
      const done = new Promise<void>((resolve) => {
        const start = () =>
          resolve(work().catch((err: unknown) => log.error({ err }, 'work after the answer failed')));
        // 'close' follows the end of the answer, and also comes when the client went away before it;
        // a client already gone has had its 'close'.
        if (reply.raw.destroyed) start();
        else reply.raw.once('close', start);
      });
      pending.add(done);
      void done.finally(() => pending.delete(done));
    },
    async settled() {
      while (pending.size > 0) await Promise.all(pending);
    },
  };
}
