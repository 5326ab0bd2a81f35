import type { Me } from '@dpms/shared/schemas';
import {
  CalendarDays,
  CalendarPlus,
  CirclePercent,
  CircleUserRound,
  ClipboardClock,
  History,
  House,
  Landmark,
  LayoutDashboard,
  type LucideIcon,
  ReceiptText,
  ScrollText,
  SquarePlus,
  Users,
  UsersRound,
} from 'lucide-react';
import type { MessageId } from '@/lib/i18n/i18n.ts';
import { paths } from '@/lib/paths.ts';

/** `label` is a message id: the sidebar writes it in the language in use. */
export type SidebarLink = { to: string; label: MessageId; icon: LucideIcon; end?: boolean };

const home: SidebarLink = { to: paths.home, label: 'nav.home', icon: House, end: true };
const events: SidebarLink = { to: paths.tours, label: 'nav.events', icon: CalendarDays };
const clubs: SidebarLink = { to: paths.clubs, label: 'nav.clubs', icon: UsersRound };

/** The sidebar's links for who is looking (SPEC section 2, "Sidebar links"). */
export function sidebarLinks(user: Me | null): SidebarLink[] {
  if (user?.role === 'admin') {
    return [
      home,
      { to: paths.dashboard, label: 'nav.dashboard', icon: LayoutDashboard },
      { to: paths.students, label: 'nav.users', icon: Users },
      events,
      clubs,
      { to: paths.addTour, label: 'nav.addEvents', icon: CalendarPlus },
      { to: paths.addClub, label: 'nav.addClubs', icon: SquarePlus },
      { to: paths.transactionHistory, label: 'nav.paymentHistory', icon: History },
      { to: paths.onHold, label: 'nav.onHold', icon: ClipboardClock },
      { to: paths.settlement, label: 'nav.settlement', icon: Landmark },
      { to: paths.discounts, label: 'nav.discounts', icon: CirclePercent },
      { to: paths.auditTrail, label: 'nav.auditTrail', icon: ScrollText },
    ];
  }
  if (user) {
    return [
      home,
      events,
      clubs,
      { to: paths.myPayments, label: 'nav.myPayments', icon: ReceiptText },
      { to: paths.myProfile, label: 'nav.myProfile', icon: CircleUserRound },
    ];
  }
  return [home, events, clubs];
}
