import { Writable } from 'node:stream';

/** A log stream for a test app (`createTestApp({ logStream })`) and the lines written to it, in order. */
export function logLines(): { logStream: Writable; lines: string[] } {
  const lines: string[] = [];
  const logStream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  return { logStream, lines };
}
