import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { twilioSignature } from '../features/sms/twilio-signature';

/** One request the stand-in answered: its form fields, whether its credentials were right, and what it answered. */
export interface StandInRequest {
  path: string;
  authenticated: boolean;
  fields: Record<string, string>;
  status: number;
  /** The SID given to an accepted message. */
  sid: string | null;
}

export interface TwilioStandIn {
  /** The base address to give as TWILIO_API_URL. */
  url: string;
  accountSid: string;
  authToken: string;
  requests: StandInRequest[];
  /** Messages accepted (201), in order. */
  accepted(): StandInRequest[];
  /** Numbers Twilio finds invalid (21211) and numbers that replied STOP to Twilio (21610). */
  invalidNumbers: Set<string>;
  unsubscribedNumbers: Set<string>;
  /** How the next sends are answered instead of normally: an HTTP status (429, 503) or `hang` (no answer). */
  failNext(outcome: number | 'hang', times?: number): void;
  /** A form as Twilio posts it to `url`, with its `X-Twilio-Signature` (the body is what the signature covers). */
  signed(url: string, fields: Record<string, string>): { headers: Record<string, string>; payload: string };
  /** Posts a status callback for an accepted message to the StatusCallback it was sent with, signed as Twilio signs. */
  postStatus(sid: string, status: string, errorCode?: string): Promise<Response>;
  close(): Promise<void>;
}

export interface StandInOptions {
  /** A fixed port (the browser tests' server); 0, any free one, by default. */
  port?: number;
  /** Fixed credentials (the browser tests' server is configured with them); random by default. */
  accountSid?: string;
  authToken?: string;
  /** Numbers refused as invalid (21211) besides those in `invalidNumbers`. */
  isInvalid?: (to: string) => boolean;
  /** Called with each accepted message, as Twilio would later call its StatusCallback. */
  onAccepted?: (request: StandInRequest) => void;
}

function sidOf(prefix: string): string {
  return prefix + randomBytes(16).toString('hex');
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

/** Twilio's error body: its code, message, documentation link and HTTP status. */
function twilioError(response: ServerResponse, status: number, code: number, message: string): void {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify({ code, message, more_info: `https://www.twilio.com/docs/errors/${code}`, status }));
}

/**
 * A local HTTP server speaking Twilio's Messages API (`POST /2010-04-01/Accounts/{AccountSid}/Messages.json`): it
 * checks the Basic authentication, the path and the form fields, answers 201 with a message SID as Twilio does,
 * Twilio's errors for an invalid number (21211) and an unsubscribed one (21610), and signs status callbacks as Twilio
 * signs them. Tests start one per file; the browser tests' server starts one beside it (`twilio-stand-in-server.ts`).
 */
export async function startTwilioStandIn(options: StandInOptions = {}): Promise<TwilioStandIn> {
  const accountSid = options.accountSid ?? sidOf('AC');
  const authToken = options.authToken ?? randomBytes(16).toString('hex');
  const requests: StandInRequest[] = [];
  const invalidNumbers = new Set<string>();
  const unsubscribedNumbers = new Set<string>();
  const failures: (number | 'hang')[] = [];
  const hanging = new Set<ServerResponse>();
  const expectedAuth = `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`;
  const messagesPath = `/2010-04-01/Accounts/${accountSid}/Messages.json`;

  const server = createServer((request, response) => {
    void (async () => {
      const fields = Object.fromEntries(new URLSearchParams(await readBody(request)));
      const path = request.url ?? '';
      const authenticated = request.headers.authorization === expectedAuth;
      const record = (status: number, sid: string | null = null) => requests.push({ path, authenticated, fields, status, sid });
      if (request.method !== 'POST' || path !== messagesPath) {
        record(404);
        return twilioError(response, 404, 20404, 'The requested resource was not found');
      }
      if (!authenticated) {
        record(401);
        return twilioError(response, 401, 20003, 'Authenticate');
      }
      const failure = failures.shift();
      if (failure === 'hang') {
        record(0);
        hanging.add(response);
        return;
      }
      if (failure !== undefined) {
        record(failure);
        return twilioError(response, failure, failure === 429 ? 20429 : 20500, 'Service unavailable');
      }
      const to = fields.To;
      if (!to) {
        record(400);
        return twilioError(response, 400, 21604, "A 'To' phone number is required.");
      }
      if (!fields.Body) {
        record(400);
        return twilioError(response, 400, 21602, 'Message body is required.');
      }
      if (!fields.From && !fields.MessagingServiceSid) {
        record(400);
        return twilioError(response, 400, 21603, "A 'From' phone number is required.");
      }
      if (invalidNumbers.has(to) || options.isInvalid?.(to) === true || !/^\+[1-9]\d{6,14}$/.test(to)) {
        record(400);
        return twilioError(response, 400, 21211, `The 'To' number ${to} is not a valid phone number.`);
      }
      if (unsubscribedNumbers.has(to)) {
        record(400);
        return twilioError(response, 400, 21610, 'Attempt to send to unsubscribed recipient');
      }
      const sid = sidOf('SM');
      record(201, sid);
      const accepted = requests.at(-1);
      if (accepted) options.onAccepted?.(accepted);
      response.writeHead(201, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify({
          sid,
          account_sid: accountSid,
          to,
          from: fields.From ?? null,
          messaging_service_sid: fields.MessagingServiceSid ?? null,
          body: fields.Body,
          status: 'queued',
          num_segments: '1',
          direction: 'outbound-api',
          api_version: '2010-04-01',
          date_created: new Date().toUTCString(),
          error_code: null,
          error_message: null,
          uri: `/2010-04-01/Accounts/${accountSid}/Messages/${sid}.json`,
        }),
      );
    })();
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  const signed = (url: string, fields: Record<string, string>) => {
    const signature = twilioSignature(authToken, url, Object.entries(fields));
    return {
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-twilio-signature': signature },
      payload: new URLSearchParams(fields).toString(),
    };
  };

  return {
    url: `http://127.0.0.1:${port}`,
    accountSid,
    authToken,
    requests,
    accepted: () => requests.filter((r) => r.status === 201),
    invalidNumbers,
    unsubscribedNumbers,
    failNext(outcome, times = 1) {
      for (let i = 0; i < times; i += 1) failures.push(outcome);
    },
    signed,
    async postStatus(sid, status, errorCode) {
      const sent = requests.find((r) => r.sid === sid);
      const callback = sent?.fields.StatusCallback;
      if (!sent || !callback) throw new Error(`no message ${sid} with a status callback`);
      const fields: Record<string, string> = {
        AccountSid: accountSid,
        ApiVersion: '2010-04-01',
        MessageSid: sid,
        SmsSid: sid,
        MessageStatus: status,
        SmsStatus: status,
        To: sent.fields.To ?? '',
        ...(sent.fields.MessagingServiceSid ? { MessagingServiceSid: sent.fields.MessagingServiceSid } : {}),
        ...(errorCode ? { ErrorCode: errorCode } : {}),
      };
      const { headers, payload } = signed(callback, fields);
      return fetch(callback, { method: 'POST', headers, body: payload });
    },
    async close() {
      for (const response of hanging) response.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
