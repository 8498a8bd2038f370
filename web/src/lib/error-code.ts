/**
 * The tRPC error code of a failed call, if the server answered one: on a live refusal, and on one a page rendered
 * per request carries in its data (`{ message, data: { code } }`, docs/decisions/0058-visit-pages-rendered-per-request.md).
 */
export function errorCode(error: unknown): string | undefined {
  const data = (error as { data?: unknown } | null)?.data;
  return data && typeof data === 'object' && 'code' in data ? String(data.code) : undefined;
}
