/**
 * A read that callers share without any of them being answered from before it asked: a caller that comes while the
 * read is on its way waits for the next one, and everyone who came meanwhile shares that. Each answer is as fresh as
 * a read of the caller's own; a burst of callers costs two reads, not one each.
 */
export function sharedRead<T>(read: () => Promise<T>): () => Promise<T> {
  let running: Promise<T> | undefined;
  let next: Promise<T> | undefined;
  const start = (): Promise<T> => {
    const current: Promise<T> = read().finally(() => {
      if (running === current) running = undefined;
    });
    running = current;
    return current;
  };
  return () => {
    if (!running) return start();
    next ??= running
      .then(
        () => undefined,
        () => undefined,
      )
      .then(() => {
        next = undefined;
        return start();
      });
    return next;
  };
}
