import { generatePath } from 'react-router';

/**
 * Every screen's address (SPEC section 2), written once: the route table matches these patterns
 * and links and redirects use `paths`, which fills them in.
 */
export const routePaths = {
  home: '/',
  login: '/login',
  register: '/register',
  teacherRegister: '/teacher-register',
  forgetPassword: '/forget-password',
  resetPassword: '/reset-password',
  tours: '/tours',
  tour: '/tours/:id',
  tourCheckIn: '/tours/:id/check-in',
  tourWaitingList: '/tours/:id/waiting-list',
  clubs: '/clubs',
  club: '/club/:id',
  announcement: '/announcements/:id',
  payFee: '/payfee',
  tourCheckout: '/tours-checkout/:id',
  clubCheckout: '/checkout/:id',
  paymentSuccess: '/payment/success/:tranId',
  paymentFail: '/payment/fail/:tranId',
  myPayments: '/my-payments',
  myProfile: '/my-profile',
  twoFactorSetup: '/two-factor-setup',
  addClub: '/addclub',
  addTour: '/addtour',
  students: '/students',
  transactionHistory: '/transaction-history',
  dashboard: '/dashboard',
  onHold: '/on-hold',
  settlement: '/settlement',
  auditTrail: '/audit-trail',
  discounts: '/admin/discounts',
} as const;

/** The addresses links and redirects go to: the fixed ones as they are, the others filled in. */
export const paths = {
  ...routePaths,
  tour: (id: string) => generatePath(routePaths.tour, { id }),
  tourCheckIn: (id: string) => generatePath(routePaths.tourCheckIn, { id }),
  tourWaitingList: (id: string) => generatePath(routePaths.tourWaitingList, { id }),
  club: (id: string) => generatePath(routePaths.club, { id }),
  announcement: (id: string) => generatePath(routePaths.announcement, { id }),
  tourCheckout: (id: string) => generatePath(routePaths.tourCheckout, { id }),
  /** The checkout of the next part of an event the student is paying in parts (issue 32). */
  tourNextPart: (id: string) => `${generatePath(routePaths.tourCheckout, { id })}?part=next`,
  clubCheckout: (id: string) => generatePath(routePaths.clubCheckout, { id }),
  paymentSuccess: (tranId: string) => generatePath(routePaths.paymentSuccess, { tranId }),
  paymentFail: (tranId: string) => generatePath(routePaths.paymentFail, { tranId }),
};
