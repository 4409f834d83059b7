import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';

/**
 * A small software authenticator for server tests: it makes genuine WebAuthn responses (an ES256 key, CBOR
 * attestation `none`, authenticator data with the relying party's hash, flags and a signature counter), so the
 * server's verifier runs on what a browser would send. Tests bend one thing at a time (origin, rp id, counter).
 */

type CborValue = number | string | Uint8Array | Map<CborValue, CborValue>;

function head(major: number, length: number): Buffer {
  if (length < 24) return Buffer.from([(major << 5) | length]);
  if (length < 0x100) return Buffer.from([(major << 5) | 24, length]);
  if (length < 0x10000) return Buffer.from([(major << 5) | 25, length >> 8, length & 0xff]);
  const long = Buffer.alloc(5);
  long[0] = (major << 5) | 26;
  long.writeUInt32BE(length, 1);
  return long;
}

function cbor(value: CborValue): Buffer {
  if (typeof value === 'number') return value >= 0 ? head(0, value) : head(1, -1 - value);
  if (typeof value === 'string') {
    const text = Buffer.from(value, 'utf8');
    return Buffer.concat([head(3, text.length), text]);
  }
  if (value instanceof Uint8Array) return Buffer.concat([head(2, value.length), value]);
  return Buffer.concat([head(5, value.size), ...[...value].flatMap(([key, item]) => [cbor(key), cbor(item)])]);
}

const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest();
const b64u = (data: Buffer | string) => Buffer.from(data).toString('base64url');

const FLAG_USER_PRESENT = 0x01;
const FLAG_USER_VERIFIED = 0x04;
const FLAG_ATTESTED_DATA = 0x40;

interface Credential {
  id: Buffer;
  privateKey: KeyObject;
  userHandle: string;
  counter: number;
}

export interface Ceremony {
  /** The origin the browser reports in clientDataJSON (default: the authenticator's). */
  origin?: string;
  /** The relying party id whose hash goes into the authenticator data (default: the options'). */
  rpId?: string;
}

export class SoftAuthenticator {
  readonly credentials: Credential[] = [];

  constructor(private readonly origin: string) {}

  private clientData(type: string, challenge: string, ceremony: Ceremony): string {
    return b64u(JSON.stringify({ type, challenge, origin: ceremony.origin ?? this.origin, crossOrigin: false }));
  }

  /** `navigator.credentials.create()`: a new resident ES256 credential for the options' user. */
  register(options: { challenge: string; rp: { id?: string }; user: { id: string } }, ceremony: Ceremony = {}) {
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const jwk = publicKey.export({ format: 'jwk' });
    const coseKey = new Map<CborValue, CborValue>([
      [1, 2],
      [3, -7],
      [-1, 1],
      [-2, Buffer.from(jwk.x ?? '', 'base64url')],
      [-3, Buffer.from(jwk.y ?? '', 'base64url')],
    ]);
    const credential: Credential = { id: randomBytes(16), privateKey, userHandle: options.user.id, counter: 0 };
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(credential.id.length);
    const authData = Buffer.concat([
      sha256(ceremony.rpId ?? options.rp.id ?? ''),
      Buffer.from([FLAG_USER_PRESENT | FLAG_USER_VERIFIED | FLAG_ATTESTED_DATA]),
      Buffer.alloc(4),
      Buffer.alloc(16),
      idLength,
      credential.id,
      cbor(coseKey),
    ]);
    const attestationObject = cbor(
      new Map<CborValue, CborValue>([
        ['fmt', 'none'],
        ['attStmt', new Map()],
        ['authData', authData],
      ]),
    );
    this.credentials.push(credential);
    return {
      id: b64u(credential.id),
      rawId: b64u(credential.id),
      type: 'public-key' as const,
      response: {
        clientDataJSON: this.clientData('webauthn.create', options.challenge, ceremony),
        attestationObject: b64u(attestationObject),
        transports: ['internal' as const],
      },
      authenticatorAttachment: 'platform' as const,
      clientExtensionResults: {},
    };
  }

  /**
   * `navigator.credentials.get()` with a stored credential (the last one by default); the counter goes up by one
   * unless the test sets it.
   */
  signIn(options: { challenge: string; rpId?: string }, ceremony: Ceremony & { credential?: Credential; counter?: number } = {}) {
    const credential = ceremony.credential ?? this.credentials.at(-1);
    if (!credential) throw new Error('no credential to sign in with');
    credential.counter = ceremony.counter ?? credential.counter + 1;
    const counter = Buffer.alloc(4);
    counter.writeUInt32BE(credential.counter);
    const authData = Buffer.concat([
      sha256(ceremony.rpId ?? options.rpId ?? ''),
      Buffer.from([FLAG_USER_PRESENT | FLAG_USER_VERIFIED]),
      counter,
    ]);
    const clientDataJSON = this.clientData('webauthn.get', options.challenge, ceremony);
    const signature = sign('sha256', Buffer.concat([authData, sha256(Buffer.from(clientDataJSON, 'base64url'))]), credential.privateKey);
    return {
      id: b64u(credential.id),
      rawId: b64u(credential.id),
      type: 'public-key' as const,
      response: {
        clientDataJSON,
        authenticatorData: b64u(authData),
        signature: b64u(signature),
        userHandle: credential.userHandle,
      },
      authenticatorAttachment: 'platform' as const,
      clientExtensionResults: {},
    };
  }
}
