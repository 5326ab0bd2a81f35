import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card.tsx';
import { UploadedImage } from '@/features/uploads/components/uploaded-image.tsx';

type CheckoutItemCardProps = {
  imageUrl: string;
  /** The event's destination or the club's name. */
  name: string;
  /** What is being bought: "Event", "Club membership". */
  kind: string;
  /** The item's facts under its name. */
  children: ReactNode;
};

/** What is being bought, beside the payment: its picture, what kind it is, its name and facts. */
export function CheckoutItemCard({ imageUrl, name, kind, children }: CheckoutItemCardProps) {
  return (
    <Card className="overflow-hidden lg:col-span-3">
      <UploadedImage
        url={imageUrl}
        alt={name}
        variant="detail"
        sizes="(min-width: 1024px) 600px, 100vw"
        priority
        className="aspect-[3/1] w-full sm:aspect-[16/9]"
      />
      <div className="p-5 sm:p-6">
        <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase">{kind}</p>
        <h2 className="mt-1 text-xl font-bold text-ink">{name}</h2>
        {children}
      </div>
    </Card>
  );
}
