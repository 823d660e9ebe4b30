import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface CapturedMail {
  to: string;
  /** The From and Reply-To headers as written ('Name <address>'); '' when absent. */
  from: string;
  replyTo: string;
  /** Where the server was told to deliver it (RCPT TO), whatever the headers say. */
  recipients: string[];
  /** The names of the message's top-level headers, lower-case. */
  headerNames: string[];
  subject: string;
  text: string;
  html: string;
  links: string[];
  attachments: Array<{ filename: string; contentType: string; content: Buffer }>;
}

/**
 * A real SMTP server on 127.0.0.1 that keeps what it receives, so tests read mail as a person would.
 * On a free port unless `port` is given (a server coming back where the app already sends).
 */
export async function startSmtpCapture(port = 0) {
  const mails: CapturedMail[] = [];
  let failNext = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      if (failNext > 0) {
        failNext -= 1;
        stream.resume();
        stream.on('end', () => callback(new Error('451 try again later')));
        return;
      }
      simpleParser(stream)
        .then((parsed: ParsedMail) => {
          const text = parsed.text ?? '';
          const to = Array.isArray(parsed.to) ? parsed.to[0]?.text : parsed.to?.text;
          mails.push({
            to: to ?? '',
            from: parsed.from?.text ?? '',
            replyTo: parsed.replyTo?.text ?? '',
            recipients: session.envelope.rcptTo.map((recipient) => recipient.address),
            headerNames: [...parsed.headers.keys()],
            subject: parsed.subject ?? '',
            text,
            html: typeof parsed.html === 'string' ? parsed.html : '',
            links: text.match(/https?:\/\/\S+/g) ?? [],
            attachments: parsed.attachments.map((attachment) => ({
              filename: attachment.filename ?? '',
              contentType: attachment.contentType,
              content: attachment.content,
            })),
          });
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${address.port}`,
    mails,
    /** The next `count` deliveries are refused with a temporary error. */
    failNextDeliveries(count: number) {
      failNext = count;
    },
    lastTo(address: string): CapturedMail | undefined {
      return mails.filter((mail) => mail.to.includes(address)).at(-1);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
