import { useLayoutEffect, useRef } from 'react';

/**
 * A ref holding the latest value of a render, for callbacks that live longer than one render (a socket's handlers,
 * a timer). React forbids writing refs during render (docs/decisions/0031-linting-and-formatting.md), so the ref is
 * updated once the render is committed, before any event or effect can read it.
 */
export function useLatest<T>(value: T) {
  const ref = useRef(value);
  useLayoutEffect(() => {
    ref.current = value;
  });
  return ref;
}
