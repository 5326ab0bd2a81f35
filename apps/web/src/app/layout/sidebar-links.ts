import type { Me } from '@dpms/shared';
import {
  CalendarDays,
  CalendarPlus,
  CircleUserRound,
  History,
  House,
  type LucideIcon,
  ReceiptText,
  SquarePlus,
  Users,
  UsersRound,
} from 'lucide-react';
import { paths } from '@/lib/paths.ts';

export type SidebarLink = { to: string; label: string; icon: LucideIcon; end?: boolean };

const home: SidebarLink = { to: paths.home, label: 'Home', icon: House, end: true };
const events: SidebarLink = { to: paths.tours, label: 'Events', icon: CalendarDays };
const clubs: SidebarLink = { to: paths.clubs, label: 'Clubs', icon: UsersRound };

/** The sidebar's links for who is looking (SPEC section 2, "Sidebar links"). */
export function sidebarLinks(user: Me | null): SidebarLink[] {
  if (user?.role === 'admin') {
    return [
      home,
      { to: paths.students, label: 'Users', icon: Users },
      events,
      clubs,
      { to: paths.addTour, label: 'Add Events', icon: CalendarPlus },
      { to: paths.addClub, label: 'Add Clubs', icon: SquarePlus },
      { to: paths.transactionHistory, label: 'Payment History', icon: History },
    ];
  }
  if (user) {
    return [
      home,
      events,
      clubs,
      { to: paths.myPayments, label: 'My Payments', icon: ReceiptText },
      { to: paths.myProfile, label: 'My Profile', icon: CircleUserRound },
    ];
  }
  return [home, events, clubs];
}
