import { describe, expect, it } from 'vitest';
import { sharedRead } from './shared-read.ts';

/** A read whose answers are the number of reads begun so far, each finished when the test says. */
function countedRead() {
  const pending: (() => void)[] = [];
  let begun = 0;
  const read = () => {
    const n = (begun += 1);
    return new Promise<number>((resolve) => pending.push(() => resolve(n)));
  };
  const finishOne = async () => {
    for (let i = 0; i < 10 && pending.length === 0; i += 1) await Promise.resolve();
    pending.shift()!();
  };
  return { read, finishOne, begun: () => begun };
}

describe("a shared read (the staff's names a conversation's first message is checked against, docs/chat.md#visitor-names)", () => {
  it('callers that come while a read is on its way share the next read, never the one that began before they asked', async () => {
    const { read, finishOne, begun } = countedRead();
    const names = sharedRead(read);
    const first = names();
    const burst = Array.from({ length: 20 }, () => names());
    expect(begun()).toBe(1);
    await finishOne();
    expect(await first).toBe(1);
    await finishOne();
    expect(await Promise.all(burst)).toEqual(Array<number>(20).fill(2));
    expect(begun()).toBe(2);
  });

  it('a caller after a read has finished gets a read of its own, and a failed read fails only its own callers', async () => {
    let fail = true;
    let reads = 0;
    const names = sharedRead(async () => {
      reads += 1;
      if (fail) throw new Error('database gone');
      return ['Dana'];
    });
    await expect(names()).rejects.toThrow('database gone');
    fail = false;
    expect(await names()).toEqual(['Dana']);
    expect(await names()).toEqual(['Dana']);
    expect(reads).toBe(3);
  });
});
