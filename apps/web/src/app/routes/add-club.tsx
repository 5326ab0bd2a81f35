import { ClubForm } from '@/features/clubs/components/club-form.tsx';
import { titledRoute } from './titled-route.tsx';

/** Add a Club: the club form, empty. */
export const Component = titledRoute({
  title: 'addClub.title',
  description: 'addClub.description',
  narrow: true,
  render: () => <ClubForm mode="create" />,
});
