import { once } from 'node:events';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  raw: string;
  /** When the server took the message (`performance.now()`). */
  at: number;
}

export interface SmtpPeer {
  readonly port: number;
  readonly received: ReceivedMail[];
  /** Refuses mail to these addresses for good (`550`), as a mail server does for a mailbox that does not exist. */
  readonly refuse: Set<string>;
  /** Stops listening (an outage): connections are refused until `start()`. */
  stop(): Promise<void>;
  /** Listens again on the same port. */
  start(): Promise<void>;
}

/** A real SMTP server on the loopback address, on a port that stays the same across an outage. */
export async function startSmtpPeer(port: number): Promise<SmtpPeer> {
  const received: ReceivedMail[] = [];
  const refuse = new Set<string>();
  let server: SMTPServer | null = null;
  const start = async () => {
    const next = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onRcptTo(address, _session, callback) {
        if (refuse.has(address.address)) {
          const error = Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 });
          callback(error);
          return;
        }
        callback();
      },
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          received.push({
            to: session.envelope.rcptTo.map((r) => r.address),
            raw: Buffer.concat(chunks).toString('utf8'),
            at: performance.now(),
          });
          callback();
        });
      },
    });
    next.listen(port, '127.0.0.1');
    await once(next.server, 'listening');
    server = next;
  };
  await start();
  return {
    port,
    received,
    refuse,
    start,
    async stop() {
      const current = server;
      server = null;
      if (current) await new Promise<void>((resolve) => current.close(() => resolve()));
    },
  };
}
