import type { Me, ProfileUpdateInput, StudentRegisterInput } from '@dpms/shared/schemas';
import { createContext, use } from 'react';
import type { registerStudent } from './api/register-student.ts';

/** The shared signed-in state of SPEC section 1. */
export type AuthState = {
  /** The merged record from GET /api/session; null when signed out. */
  user: Me | null;
  /** True until the first answer about the session arrives. */
  loading: boolean;
  isAdmin: boolean;
  createUser: (input: StudentRegisterInput) => ReturnType<typeof registerStudent>;
  /**
   * Rejects with an ApiRequestError carrying the server's message. Resolves with the user, or with
   * 'two-factor' when the password was right and a code from the authenticator app comes next.
   */
  signIn: (email: string, password: string, rememberMe?: boolean) => Promise<Me | 'two-factor'>;
  /** The second step of a two-factor sign-in: a code from the app, or a recovery code. */
  completeTwoFactor: (code: string, kind: 'app' | 'recovery') => Promise<Me>;
  /** Sends the browser to the identity provider; it comes back signed in. */
  googleSignIn: () => Promise<void>;
  logOut: () => Promise<void>;
  updateUserProfile: (input: ProfileUpdateInput) => Promise<Me>;
};

export const AuthContext = createContext<AuthState | null>(null);

export function useAuth(): AuthState {
  const auth = use(AuthContext);
  if (!auth) throw new Error('useAuth must be used inside <AuthProvider>');
  return auth;
}
