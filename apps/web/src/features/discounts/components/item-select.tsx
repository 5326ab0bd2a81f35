import type { ComponentProps } from 'react';
import { SelectField } from '@/components/ui/select-field.tsx';
import { useT } from '@/lib/i18n/i18n.ts';
import type { ItemChoices } from '../item-choices.ts';

type ItemSelectProps = Omit<ComponentProps<typeof SelectField>, 'label' | 'options' | 'optionLabel'> & {
  kind: 'tour' | 'club';
  choices: ItemChoices;
};

/** "Event" or "Club": a select of the upcoming events or the clubs, by name. */
export function ItemSelect({ kind, choices, ...props }: ItemSelectProps) {
  const t = useT();
  const items = kind === 'tour' ? choices.tours : choices.clubs;
  const names = new Map(items?.map((item) => [item.id, item.name]));
  return (
    <SelectField
      label={kind === 'tour' ? t('discounts.event') : t('discounts.club')}
      options={items?.map((item) => item.id) ?? []}
      optionLabel={(id) => names.get(id) ?? id}
      placeholder={
        items
          ? t(kind === 'tour' ? 'discounts.chooseEvent' : 'discounts.chooseClub')
          : t('discounts.loadingChoices')
      }
      {...props}
    />
  );
}
