import { PassThrough, Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { ImportStalled, recordsOf } from './import-lines';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the records of an upload, with the client silent or the server slow', () => {
  it('stops an upload whose client sends nothing for the idle time while its bytes are awaited', async () => {
    const upload = new PassThrough();
    upload.write('{"donorNumber":"D0000001"}\n');
    const seen: number[] = [];
    const started = Date.now();
    const reading = (async () => {
      for await (const line of recordsOf(upload, 'ndjson', { maxBytes: 1_000, idleMs: 300 })) seen.push(line.lineNo);
    })();
    await expect(reading).rejects.toBeInstanceOf(ImportStalled);
    expect(seen).toEqual([1]);
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(upload.destroyed).toBe(true);
  });

  it("does not count the time the server takes with each record as the client's silence", async () => {
    // A chunk a record, each handed over as soon as it is asked for.
    const upload = Readable.from([1, 2, 3].map((n) => Buffer.from(`{"donorNumber":"D000000${n}"}\n`)));
    const seen: number[] = [];
    // The intake taking 400 ms a record (the database behind) against an idle time of 300 ms: the file still arrives.
    for await (const line of recordsOf(upload, 'ndjson', { maxBytes: 1_000, idleMs: 300 })) {
      seen.push(line.lineNo);
      await pause(400);
    }
    expect(seen).toEqual([1, 2, 3]);
  });
});
