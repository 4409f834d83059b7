// The Twilio the browser tests' server sends texts to (`e2e/start-server.sh` starts it beside the portal, as the OpenID
// provider): `startTwilioStandIn` on a fixed port with fixed demo credentials. As Twilio does, it reports each accepted
// text's delivery a moment later through the signed status callback; numbers in the fictional 555 exchange of area
// code 512 (+1512555…) are refused as invalid (21211), so a spec can show a failed text. It stops when the portal's
// process (TWILIO_STAND_IN_PARENT_PID) is gone.
import { startTwilioStandIn } from './twilio-stand-in';

const port = Number(process.env.TWILIO_STAND_IN_PORT);
const accountSid = process.env.TWILIO_ACCOUNT_SID;
const authToken = process.env.TWILIO_AUTH_TOKEN;
const parent = Number(process.env.TWILIO_STAND_IN_PARENT_PID);
if (!port || !accountSid || !authToken || !parent) {
  throw new Error('TWILIO_STAND_IN_PORT, TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_STAND_IN_PARENT_PID are required');
}

/** Twilio's usual delay between accepting a text and the handset's delivery receipt, shortened for the tests. */
const DELIVERY_DELAY_MS = 300;

const refused = /^\+1512555\d{4}$/;
const standIn = await startTwilioStandIn({
  port,
  isInvalid: (to) => refused.test(to),
  accountSid,
  authToken,
  onAccepted: (request) => {
    const sid = request.sid;
    if (!sid || !request.fields.StatusCallback) return;
    setTimeout(() => {
      standIn
        .postStatus(sid, 'sent')
        .then(() => standIn.postStatus(sid, 'delivered'))
        .catch((error: unknown) => console.error('status callback failed', error));
    }, DELIVERY_DELAY_MS);
  },
});
const stop = () => void standIn.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
setInterval(() => {
  try {
    process.kill(parent, 0);
  } catch {
    stop();
  }
}, 1_000);
