import type { QueryFunction } from '@tanstack/react-query';

/**
 * The shared request helper (docs/rest-api.md#the-browsers-request-helper): credentials on every call, a
 * JSON content type only when there is a body, and a non-OK answer becomes an
 * Error reading "{status}: {body text or status text}".
 */
export async function throwIfNotOk(res: Response): Promise<void> {
  if (!res.ok) {
    const text = (await res.text()) || res.statusText;
    throw new ApiRequestError(res.status, text);
  }
}

/** A non-OK answer, still reading "{status}: {body}", with the status and the server's own sentence at hand. */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
  ) {
    super(`${status}: ${body}`);
    this.name = 'ApiRequestError';
  }

  /** The `error` sentence of our JSON error body (api/src/http/errors.ts), when the body is one. */
  get serverMessage(): string | undefined {
    const { error } = this.json();
    return typeof error === 'string' ? error : undefined;
  }

  /** A 400's `fieldErrors` (each bad field's messages, docs/rest-api.md#errors), or none. */
  get fieldErrors(): Record<string, string[]> {
    const { fieldErrors } = this.json();
    return fieldErrors && typeof fieldErrors === 'object' ? (fieldErrors as Record<string, string[]>) : {};
  }

  private json(): { error?: unknown; fieldErrors?: unknown } {
    try {
      const body: unknown = JSON.parse(this.body);
      return body && typeof body === 'object' ? body : {};
    } catch {
      return {};
    }
  }
}

export async function apiRequest(method: string, url: string, data?: unknown): Promise<Response> {
  const res = await fetch(url, {
    method,
    headers: data !== undefined ? { 'Content-Type': 'application/json' } : {},
    body: data !== undefined ? JSON.stringify(data) : undefined,
    credentials: 'include',
  });
  await throwIfNotOk(res);
  return res;
}

export type UnauthorizedBehavior = 'returnNull' | 'throw';

/** The default read: GET the path in the query key's first element, parsed as JSON. */
export function getQueryFn<T>({ on401 }: { on401: UnauthorizedBehavior }): QueryFunction<T | null> {
  return async ({ queryKey }) => {
    const res = await fetch(String(queryKey[0]), { credentials: 'include' });
    if (on401 === 'returnNull' && res.status === 401) return null;
    await throwIfNotOk(res);
    return (await res.json()) as T;
  };
}
