// Loaded into the e2e server's own process (`node --import`): a local SMTP peer that takes every e-mail and refuses
// for good (550) any to an address starting with `refused-`, so a spec can make a message fail through the real path.
// It lives and dies with the server: no second process to leave behind.
import { SMTPServer } from 'smtp-server';

const port = Number(process.env.E2E_SMTP_PORT);
const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  onRcptTo(address, _session, callback) {
    if (address.address.startsWith('refused-')) {
      callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }));
      return;
    }
    callback();
  },
  onData(stream, _session, callback) {
    stream.resume();
    stream.on('end', () => callback());
  },
});
server.listen(port, '127.0.0.1');
server.server.unref();
