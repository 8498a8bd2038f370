import type { AppRouter } from '@elite/api/router';
import type { SessionUser } from '@elite/contracts/schemas/auth';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import type { TRPCClientErrorLike } from '@trpc/client';
import { getQueryKey } from '@trpc/react-query';
import { useCallback, useEffect } from 'react';
import { errorCode } from '../../lib/error-code.ts';
import { firstFieldErrors } from '../../lib/forms.ts';
import { trpc } from '../../lib/trpc.ts';
import { showToast } from '../../lib/toast.ts';

/** A failed call as the browser sees it. */
export type AppError = TRPCClientErrorLike<AppRouter>;

/**
 * Who is signed in (`auth.session`): a SessionUser or null. The session itself
 * is an httpOnly cookie the page never reads. `fresh` asks the server again
 * each time the calling component mounts (guards use it so an expired session
 * is noticed on arrival), while still showing what the cache knows.
 */
export function useSession({ fresh = false }: { fresh?: boolean } = {}) {
  return trpc.auth.session.useQuery(undefined, { refetchOnMount: fresh ? 'always' : true });
}

/**
 * After a sign-in or sign-out: puts the new answer in the cache at once (so a
 * guard does not bounce on the old one), drops data cached for the previous
 * person (lists on screen are left alone: their page is about to go), and asks
 * the server again.
 */
export function useSessionChanged() {
  const utils = trpc.useUtils();
  const queryClient = useQueryClient();
  return useCallback(
    async (user: SessionUser | null) => {
      utils.auth.session.setData(undefined, user);
      queryClient.removeQueries({ queryKey: getQueryKey(trpc.admin), type: 'inactive' });
      await utils.auth.session.invalidate();
    },
    [queryClient, utils],
  );
}

/**
 * Logout: ends the session on the server, forgets it here, then goes to the
 * sign-in page. If the server could not be reached the person stays signed in
 * and is told so.
 */
export function useSignOut(to: '/admin-login' | '/portal-login') {
  const navigate = useNavigate();
  const sessionChanged = useSessionChanged();
  const logout = trpc.auth.logout.useMutation();
  const signOut = useCallback(async () => {
    try {
      await logout.mutateAsync();
    } catch {
      showToast({ color: 'red', title: 'Logout Failed', message: 'We could not sign you out. Please try again.' });
      return;
    }
    await sessionChanged(null);
    await navigate({ to, replace: true });
  }, [logout, navigate, sessionChanged, to]);
  return { signOut, pending: logout.isPending };
}

/**
 * The server's own message for a failed call, when it is one meant for people
 * (not a network failure, not an internal error); otherwise undefined.
 */
export function serverMessage(error: unknown): string | undefined {
  const code = errorCode(error);
  if (!code || code === 'INTERNAL_SERVER_ERROR') return undefined;
  const message = (error as { message?: unknown }).message;
  return typeof message === 'string' && message.trim() ? message : undefined;
}

/** Field messages of a BAD_REQUEST answer (the flattened zod issues the server adds), for `form.setErrors`. */
export function serverFieldErrors(error: unknown): Record<string, string> {
  const data = (error as Partial<AppError> | null)?.data as { zodError?: { fieldErrors?: Record<string, string[] | undefined> } | null } | undefined;
  return firstFieldErrors(data?.zodError?.fieldErrors);
}

/**
 * A protected call answered UNAUTHORIZED: the session ended (expired, or
 * logged out elsewhere). Asking who is signed in again lets the page's guard
 * send the person to sign in.
 */
export function useSessionExpiry(error: unknown) {
  const utils = trpc.useUtils();
  const expired = errorCode(error) === 'UNAUTHORIZED';
  useEffect(() => {
    if (expired) void utils.auth.session.invalidate();
  }, [expired, utils]);
}
