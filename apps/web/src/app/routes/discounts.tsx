import { useQuery } from '@tanstack/react-query';
import { useClubs } from '@/features/clubs/api/get-clubs.ts';
import { DiscountsScreen } from '@/features/discounts/components/discounts-screen.tsx';
import type { ItemChoices } from '@/features/discounts/item-choices.ts';
import { MAX_TOURS_PAGE_SIZE, toursQueryOptions } from '@/features/tours/api/get-tours.ts';
import { titledRoute } from './titled-route.tsx';

/** The events and clubs the screen's forms offer, from the public lists. */
function useItemChoices(): ItemChoices {
  const tours = useQuery(toursQueryOptions(1, MAX_TOURS_PAGE_SIZE));
  const clubs = useClubs();
  return {
    tours: tours.data?.items.map((tour) => ({ id: tour.id, name: tour.destination })),
    clubs: clubs.data?.items.map((club) => ({ id: club.id, name: club.clubName })),
  };
}

function Discounts() {
  return <DiscountsScreen choices={useItemChoices()} />;
}

/** Discounts and waivers (admin): discount codes, and fees waived for named students. */
export const Component = titledRoute({
  title: 'discounts.title',
  description: 'discounts.description',
  render: () => <Discounts />,
});
