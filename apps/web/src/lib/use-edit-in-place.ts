import { useSearchParams } from 'react-router';

/**
 * A detail screen switched to its edit form at ?edit=1 (where a card's Edit link leads), for
 * whoever `allowed` says may edit; Save and Cancel return to the view, replacing the history entry.
 */
export function useEditInPlace(allowed: boolean) {
  const [searchParams, setSearchParams] = useSearchParams();
  return {
    editing: allowed && searchParams.get('edit') === '1',
    startEditing: () => setSearchParams({ edit: '1' }),
    stopEditing: () => setSearchParams({}, { replace: true }),
  };
}
