import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { DialogProvider } from '@/components/ui/dialog-provider.tsx';
import { Toasts } from '@/components/ui/toasts.tsx';
import { AuthProvider } from '@/features/auth/auth-provider.tsx';
import { SecondFactorPrompt } from '@/features/auth/components/second-factor-prompt.tsx';
import { queryClient as appQueryClient } from '@/lib/query-client.ts';
import { UserLocaleSync } from './user-locale-sync.tsx';

type AppProvidersProps = {
  children: ReactNode;
  /** Tests pass a fresh client so no cache leaks between them. */
  queryClient?: QueryClient;
};

/** Everything a screen may rely on: the query cache, the session, dialogs and toasts (loaded on the first one). */
export function AppProviders({ children, queryClient = appQueryClient }: AppProvidersProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <UserLocaleSync />
        <DialogProvider>
          {children}
          <SecondFactorPrompt />
          <Toasts />
        </DialogProvider>
      </AuthProvider>
    </QueryClientProvider>
  );
}
