import { TOAST_DURATION_MS } from '@dpms/shared';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Toaster } from 'sonner';
import { DialogProvider } from '@/components/ui/dialog-provider.tsx';
import { AuthProvider } from '@/features/auth/auth-provider.tsx';
import { queryClient as appQueryClient } from '@/lib/query-client.ts';

type AppProvidersProps = {
  children: ReactNode;
  /** Tests pass a fresh client so no cache leaks between them. */
  queryClient?: QueryClient;
};

/** Everything a screen may rely on: the query cache, the session, dialogs and toasts. */
export function AppProviders({ children, queryClient = appQueryClient }: AppProvidersProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <DialogProvider>
          {children}
          <Toaster position="top-right" duration={TOAST_DURATION_MS} theme="light" richColors closeButton />
        </DialogProvider>
      </AuthProvider>
    </QueryClientProvider>
  );
}
