import { Card } from '@/components/ui/card.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';

/** The spec's "Loading ... information..." line while the item to pay for has not arrived. */
export function CheckoutLoading({ text }: { text: string }) {
  return (
    <Card className="flex items-center justify-center gap-3 px-6 py-16 text-ink-muted">
      <Spinner size="sm" label={text} />
      <p>{text}</p>
    </Card>
  );
}
