import type { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router';
import { RequireAdmin } from '@/features/auth/components/require-admin.tsx';
import { RequireAuth } from '@/features/auth/components/require-auth.tsx';
import { routePaths as to } from '@/lib/paths.ts';
import { RootLayout } from './layout/root-layout.tsx';
import { type ScreenHandle, ScreenSkeleton } from './layout/screen-skeleton.tsx';
import { createRouteLoaders } from './route-loaders.ts';
import { NotFoundRoute } from './routes/not-found.tsx';
import { RouteErrorPage } from './routes/route-error.tsx';

/** A route's placeholder while its screen loads (layout/screen-skeleton.tsx). */
const screen = (handle: ScreenHandle) => handle;

/**
 * Every screen of SPEC section 2, at the addresses of lib/paths.ts; main.tsx and the tests share
 * this table. A screen's module (exporting `Component`) loads on first visit, so the first page
 * downloads only the shell and itself; its loader, defined here rather than in the module, starts
 * the screen's data at the same moment (docs/decisions/0014).
 */
export function createRoutes(queryClient: QueryClient): RouteObject[] {
  const load = createRouteLoaders(queryClient);
  return [
    {
      path: to.home,
      element: <RootLayout />,
      // Used only if the layout itself fails; a failing screen is caught below, inside the layout.
      errorElement: <RouteErrorPage />,
      children: [
        {
          errorElement: <RouteErrorPage />,
          // Painted inside the layout as soon as the app starts, while the first screen's code loads.
          hydrateFallbackElement: <ScreenSkeleton />,
          children: [
            {
              index: true,
              handle: screen({ shape: 'banner' }),
              ...load.home,
              lazy: () => import('./routes/home.tsx'),
            },
            {
              path: to.login,
              handle: screen({ title: 'login.title', shape: 'form' }),
              ...load.login,
              lazy: () => import('./routes/login.tsx'),
            },
            { path: to.register, lazy: () => import('./routes/register.tsx') },
            { path: to.teacherRegister, lazy: () => import('./routes/teacher-register.tsx') },
            { path: to.forgetPassword, lazy: () => import('./routes/forget-password.tsx') },
            { path: to.resetPassword, lazy: () => import('./routes/reset-password.tsx') },
            {
              path: to.tours,
              handle: screen({ title: 'tours.title', shape: 'cards' }),
              ...load.tours,
              lazy: () => import('./routes/tours.tsx'),
            },
            { path: to.tour, ...load.tour, lazy: () => import('./routes/tour-details.tsx') },
            {
              path: to.clubs,
              handle: screen({ title: 'clubs.title', shape: 'cards' }),
              ...load.clubs,
              lazy: () => import('./routes/clubs.tsx'),
            },
            { path: to.club, ...load.club, lazy: () => import('./routes/club-details.tsx') },
            {
              path: to.announcement,
              ...load.announcement,
              lazy: () => import('./routes/announcement.tsx'),
            },
            { path: to.payFee, lazy: () => import('./routes/pay-fee.tsx') },
            {
              path: to.paymentSuccess,
              ...load.paymentResult,
              lazy: () => import('./routes/payment-success.tsx'),
            },
            {
              path: to.paymentFail,
              ...load.paymentResult,
              lazy: () => import('./routes/payment-fail.tsx'),
            },
            {
              element: <RequireAuth />,
              children: [
                {
                  path: to.tourCheckout,
                  ...load.tourCheckout,
                  lazy: () => import('./routes/tour-checkout.tsx'),
                },
                {
                  path: to.clubCheckout,
                  ...load.clubCheckout,
                  lazy: () => import('./routes/club-checkout.tsx'),
                },
                {
                  path: to.myPayments,
                  handle: screen({ title: 'myPayments.title' }),
                  ...load.myPayments,
                  lazy: () => import('./routes/my-payments.tsx'),
                },
                { path: to.myProfile, ...load.myProfile, lazy: () => import('./routes/my-profile.tsx') },
                { path: to.twoFactorSetup, lazy: () => import('./routes/two-factor-setup.tsx') },
              ],
            },
            {
              element: <RequireAdmin />,
              children: [
                { path: to.addClub, lazy: () => import('./routes/add-club.tsx') },
                { path: to.addTour, lazy: () => import('./routes/add-tour.tsx') },
                { path: to.students, ...load.students, lazy: () => import('./routes/students.tsx') },
                {
                  path: to.transactionHistory,
                  ...load.transactionHistory,
                  lazy: () => import('./routes/transaction-history.tsx'),
                },
                { path: to.dashboard, ...load.dashboard, lazy: () => import('./routes/dashboard.tsx') },
                { path: to.onHold, ...load.onHold, lazy: () => import('./routes/on-hold.tsx') },
                {
                  path: to.settlement,
                  ...load.settlement,
                  lazy: () => import('./routes/settlement.tsx'),
                },
                { path: to.auditTrail, ...load.auditTrail, lazy: () => import('./routes/audit-trail.tsx') },
                { path: to.tourCheckIn, ...load.tour, lazy: () => import('./routes/tour-check-in.tsx') },
                {
                  path: to.tourWaitingList,
                  ...load.tour,
                  lazy: () => import('./routes/tour-waiting-list.tsx'),
                },
              ],
            },
            { path: '*', element: <NotFoundRoute /> },
          ],
        },
      ],
    },
  ];
}
