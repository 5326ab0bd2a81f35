import { MESSAGES } from '@dpms/shared/messages';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useMemo } from 'react';
import { ApiRequestError } from '@/lib/api-client.ts';
import { meQueryKey, meQueryOptions } from './api/get-me.ts';
import { registerStudent } from './api/register-student.ts';
import { signInWithEmail } from './api/sign-in.ts';
import { getOAuthSignInUrl } from './api/sign-in-oauth.ts';
import { signOut } from './api/sign-out.ts';
import { verifyTwoFactorCode } from './api/two-factor.ts';
import { updateMe } from './api/update-me.ts';
import { AuthContext, type AuthState } from './auth-context.ts';
import { leaveTo } from './browser-location.ts';

const isMeQuery = (queryKey: readonly unknown[]) => queryKey[0] === meQueryKey[0];

/** Keeps the session in the query cache under ['me'] and offers the sign-in actions. */
export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const { data, isPending } = useQuery(meQueryOptions);

  const value = useMemo<AuthState>(() => {
    const user = data ?? null;

    async function logOut() {
      await signOut();
      // Signed out first, so no screen renders the old user; then forget everything fetched as them.
      queryClient.setQueryData(meQueryKey, null);
      queryClient.removeQueries({ predicate: (query) => !isMeQuery(query.queryKey) });
      // Nor does the browser keep their offline copies: a signed-out browser holds no one's data.
      await import('@/lib/offline-cache.ts').then(({ forgetPrivateCopies }) => forgetPrivateCopies());
    }

    async function signIn(email: string, password: string, rememberMe = false) {
      const { twoFactorRequired } = await signInWithEmail({ email, password, rememberMe });
      if (twoFactorRequired) return 'two-factor' as const;
      return startSession();
    }

    async function completeTwoFactor(code: string, kind: 'app' | 'recovery') {
      await verifyTwoFactorCode(code, kind);
      return startSession();
    }

    /** After a sign-in step that set the session cookie: who is signed in now. */
    async function startSession() {
      await queryClient.cancelQueries({ queryKey: meQueryKey });
      const me = await queryClient.fetchQuery({ ...meQueryOptions, staleTime: 0 });
      if (!me) {
        throw new ApiRequestError(401, 'UNAUTHORIZED', 'The session could not be started. Please try again.');
      }
      if (!me.emailVerified) {
        await logOut();
        throw new ApiRequestError(403, 'EMAIL_NOT_VERIFIED', MESSAGES.emailNotVerified);
      }
      // Lists fetched as a visitor may differ for this user (e.g. "Registered" on paid events).
      void queryClient.invalidateQueries({ predicate: (query) => !isMeQuery(query.queryKey) });
      return me;
    }

    return {
      user,
      loading: isPending,
      isAdmin: user?.role === 'admin',
      createUser: registerStudent,
      signIn,
      completeTwoFactor,
      googleSignIn: async () => {
        leaveTo(await getOAuthSignInUrl());
      },
      logOut,
      updateUserProfile: async (input) => {
        const me = await updateMe(input);
        queryClient.setQueryData(meQueryKey, me);
        return me;
      },
    };
  }, [data, isPending, queryClient]);

  return <AuthContext value={value}>{children}</AuthContext>;
}
