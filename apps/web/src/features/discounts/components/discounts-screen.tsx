import type { ItemChoices } from '../item-choices.ts';
import { CreateCodeForm } from './create-code-form.tsx';
import { DiscountCodesList } from './discount-codes-list.tsx';
import { WaiveFeeForm } from './waive-fee-form.tsx';

/**
 * Discounts and waivers (admin): the discount codes with their uses, a form to create one, and a
 * form to waive a named student's fee. The events and clubs to choose from come from the app layer.
 */
export function DiscountsScreen({ choices }: { choices: ItemChoices }) {
  return (
    <div className="space-y-8">
      <DiscountCodesList />
      <div className="grid gap-6 xl:grid-cols-2 xl:items-start">
        <CreateCodeForm choices={choices} />
        <WaiveFeeForm choices={choices} />
      </div>
    </div>
  );
}
