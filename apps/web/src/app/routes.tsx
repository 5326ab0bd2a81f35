import type { RouteObject } from 'react-router';
import { PageSpinner } from '@/components/ui/spinner.tsx';
import { RequireAdmin } from '@/features/auth/components/require-admin.tsx';
import { RequireAuth } from '@/features/auth/components/require-auth.tsx';
import { RootLayout } from './layout/root-layout.tsx';
import { NotFoundRoute } from './routes/not-found.tsx';
import { RouteErrorPage } from './routes/route-error.tsx';

/**
 * Every screen of SPEC section 2; main.tsx and the tests share this array. All paths are relative
 * children of the layout route, so "tours" and "/tours" are the same screen. A screen's module
 * (exporting `Component`, later `loader`) loads on first visit, so the first page downloads only
 * the shell and itself.
 */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <RootLayout />,
    // Used only if the layout itself fails; a failing screen is caught below, inside the layout.
    errorElement: <RouteErrorPage />,
    children: [
      {
        errorElement: <RouteErrorPage />,
        // Shown inside the layout while the first screen's code loads.
        hydrateFallbackElement: <PageSpinner />,
        children: [
          { index: true, lazy: () => import('./routes/home.tsx') },
          { path: 'login', lazy: () => import('./routes/login.tsx') },
          { path: 'register', lazy: () => import('./routes/register.tsx') },
          { path: 'teacher-register', lazy: () => import('./routes/teacher-register.tsx') },
          { path: 'forget-password', lazy: () => import('./routes/forget-password.tsx') },
          { path: 'reset-password', lazy: () => import('./routes/reset-password.tsx') },
          { path: 'tours', lazy: () => import('./routes/tours.tsx') },
          { path: 'tours/:id', lazy: () => import('./routes/tour-details.tsx') },
          { path: 'clubs', lazy: () => import('./routes/clubs.tsx') },
          { path: 'club/:id', lazy: () => import('./routes/club-details.tsx') },
          { path: 'announcements/:id', lazy: () => import('./routes/announcement.tsx') },
          { path: 'payfee', lazy: () => import('./routes/pay-fee.tsx') },
          { path: 'payment/success/:tranId', lazy: () => import('./routes/payment-success.tsx') },
          { path: 'payment/fail/:tranId', lazy: () => import('./routes/payment-fail.tsx') },
          {
            element: <RequireAuth />,
            children: [
              { path: 'tours-checkout/:id', lazy: () => import('./routes/tour-checkout.tsx') },
              { path: 'checkout/:id', lazy: () => import('./routes/club-checkout.tsx') },
              { path: 'my-payments', lazy: () => import('./routes/my-payments.tsx') },
              { path: 'my-profile', lazy: () => import('./routes/my-profile.tsx') },
              { path: 'two-factor-setup', lazy: () => import('./routes/two-factor-setup.tsx') },
            ],
          },
          {
            element: <RequireAdmin />,
            children: [
              { path: 'addclub', lazy: () => import('./routes/add-club.tsx') },
              { path: 'addtour', lazy: () => import('./routes/add-tour.tsx') },
              { path: 'students', lazy: () => import('./routes/students.tsx') },
              { path: 'transaction-history', lazy: () => import('./routes/transaction-history.tsx') },
            ],
          },
          { path: '*', element: <NotFoundRoute /> },
        ],
      },
    ],
  },
];
