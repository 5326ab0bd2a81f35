import type { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router';
import { RequireAdmin } from '@/features/auth/components/require-admin.tsx';
import { RequireAuth } from '@/features/auth/components/require-auth.tsx';
import { routePaths as to } from '@/lib/paths.ts';
import { RootLayout } from './layout/root-layout.tsx';
import { type ScreenHandle, ScreenSkeleton } from './layout/screen-skeleton.tsx';
import { createRouteLoaders, type LoaderOptions } from './route-loaders.ts';
import * as announcementScreen from './routes/announcement.tsx';
import * as clubScreen from './routes/club-details.tsx';
import * as clubsScreen from './routes/clubs.tsx';
import * as homeScreen from './routes/home.tsx';
import * as loginScreen from './routes/login.tsx';
import * as myPaymentsScreen from './routes/my-payments.tsx';
import { NotFoundRoute } from './routes/not-found.tsx';
import { RouteErrorPage } from './routes/route-error.tsx';
import * as tourScreen from './routes/tour-details.tsx';
import * as toursScreen from './routes/tours.tsx';

/** A route's placeholder while its screen loads (layout/screen-skeleton.tsx). */
const screen = (handle: ScreenHandle) => handle;

/**
 * Every screen of SPEC section 2, at the addresses of lib/paths.ts; main.tsx and the tests share
 * this table. The screens a visitor or a student opens first (imported above) are part of the
 * shell, so their first paint waits for no second download (decision 0031); every other screen's
 * module (exporting `Component`) loads on first visit. A screen's loader, defined here rather
 * than in its module, starts the screen's data at the same moment (docs/decisions/0014).
 */
export function createRoutes(queryClient: QueryClient, options?: LoaderOptions): RouteObject[] {
  const load = createRouteLoaders(queryClient, options);
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
              ...homeScreen,
            },
            {
              path: to.login,
              handle: screen({ title: 'login.title', shape: 'form' }),
              ...load.login,
              ...loginScreen,
            },
            { path: to.register, lazy: () => import('./routes/register.tsx') },
            { path: to.teacherRegister, lazy: () => import('./routes/teacher-register.tsx') },
            { path: to.forgetPassword, lazy: () => import('./routes/forget-password.tsx') },
            { path: to.resetPassword, lazy: () => import('./routes/reset-password.tsx') },
            {
              path: to.tours,
              handle: screen({ title: 'tours.title', shape: 'cards' }),
              ...load.tours,
              ...toursScreen,
            },
            { path: to.tour, ...load.tour, ...tourScreen },
            {
              path: to.clubs,
              handle: screen({ title: 'clubs.title', shape: 'cards' }),
              ...load.clubs,
              ...clubsScreen,
            },
            { path: to.club, ...load.club, ...clubScreen },
            {
              path: to.announcement,
              ...load.announcement,
              ...announcementScreen,
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
                  ...myPaymentsScreen,
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
                { path: to.discounts, ...load.discounts, lazy: () => import('./routes/discounts.tsx') },
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
