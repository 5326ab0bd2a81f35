import { useSearchParams } from 'react-router';

export type FilterValues<Key extends string> = Record<Key, string>;

export type UrlFilters<Key extends string> = {
  values: FilterValues<Key>;
  /** How many filters are set. */
  activeCount: number;
  /** Sets the filters given ('' clears one), keeping the others. */
  update: (patch: Partial<FilterValues<Key>>) => void;
  clear: () => void;
};

/**
 * A list's filters, kept in the address (`?status=paid&q=rahim`) so a reload, the Back button
 * and a link from another screen show the same list. Each filter is a string; '' is "any".
 * Changing one drops the parameters in `resets` (a page number: a new filter starts on page 1)
 * and keeps every other parameter (a kind toggle).
 */
export function useUrlFilters<Key extends string>(
  keys: readonly Key[],
  { resets = ['page'] }: { resets?: readonly string[] } = {},
): UrlFilters<Key> {
  const [params, setParams] = useSearchParams();
  const values = Object.fromEntries(keys.map((key) => [key, params.get(key) ?? ''])) as FilterValues<Key>;
  const activeCount = keys.filter((key) => values[key] !== '').length;

  const update = (patch: Partial<FilterValues<Key>>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(patch) as [Key, string | undefined][]) {
          const trimmed = value?.trim() ?? '';
          if (trimmed) next.set(key, trimmed);
          else next.delete(key);
        }
        for (const key of resets) next.delete(key);
        return next;
      },
      { replace: true },
    );

  const clear = () => update(Object.fromEntries(keys.map((key) => [key, ''])) as FilterValues<Key>);

  return { values, activeCount, update, clear };
}

/** The address's filters as a schema accepts them: each valid one kept, each odd one dropped. */
export function validFilters<Out extends object>(
  params: URLSearchParams,
  keys: readonly string[],
  parse: (candidate: Record<string, string>) => { success: boolean; data?: Out },
): Partial<Out> {
  const kept: Record<string, unknown> = {};
  for (const key of keys) {
    const value = params.get(key)?.trim();
    if (!value) continue;
    const result = parse({ [key]: value });
    if (result.success && result.data && key in result.data) {
      kept[key] = (result.data as Record<string, unknown>)[key];
    }
  }
  return kept as Partial<Out>;
}
