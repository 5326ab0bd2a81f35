import type { Club } from '@dpms/shared';
import { Pencil, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { Button, buttonStyles } from '@/components/ui/button.tsx';
import { useAuth } from '@/features/auth/auth-context.ts';
import { UploadedImage } from '@/features/uploads/components/uploaded-image.tsx';
import { paths } from '@/lib/paths.ts';
import { useRemoveClub } from '../hooks/use-remove-club.ts';
import { ClubPrices } from './club-prices.tsx';
import { MembershipStatus } from './membership-status.tsx';

const CARD_SIZES = '(min-width: 1280px) 340px, (min-width: 640px) 50vw, 100vw';

/**
 * One club on the payment screen: image, name, the two office holders, then either the member's
 * countdown or the prices with View Details and Pay Now (SPEC section 2).
 */
export function ClubCard({ club }: { club: Club }) {
  const { isAdmin } = useAuth();

  return (
    <article className="flex w-full flex-col overflow-hidden rounded-xl border border-line bg-white shadow-card">
      <UploadedImage
        url={club.imageUrl}
        alt={club.clubName}
        sizes={CARD_SIZES}
        className="aspect-[16/9] w-full"
      />
      <div className="flex flex-1 flex-col p-5">
        <h2 className="text-lg font-semibold tracking-tight">
          <Link to={paths.club(club.id)} className="text-ink hover:text-brand-700 hover:underline">
            {club.clubName}
          </Link>
        </h2>
        <dl className="mt-2 space-y-1 text-sm">
          {[
            [club.clubRole, club.roleName],
            [club.clubRole2, club.roleName2],
          ].map(([role, name]) => (
            <div key={`${role}-${name}`} className="flex gap-1.5">
              <dt className="text-ink-muted">{role}:</dt>
              <dd className="font-medium text-ink">{name}</dd>
            </div>
          ))}
        </dl>

        <div className="mt-auto pt-5">
          {club.membership ? (
            <MembershipStatus clubId={club.id} membership={club.membership} />
          ) : (
            <>
              <ClubPrices club={club} />
              <div className="mt-4 grid grid-cols-2 gap-2">
                <Link to={paths.club(club.id)} className={buttonStyles({ variant: 'secondary' })}>
                  View Details
                </Link>
                <Link to={paths.clubCheckout(club.id)} className={buttonStyles()}>
                  Pay Now
                </Link>
              </div>
            </>
          )}
          {isAdmin && <AdminActions club={club} />}
        </div>
      </div>
    </article>
  );
}

function AdminActions({ club }: { club: Club }) {
  const { remove, isPending } = useRemoveClub();
  return (
    <div className="mt-4 flex justify-end gap-1 border-t border-line pt-3">
      <Link
        to={`${paths.club(club.id)}?edit=1`}
        aria-label={`Edit ${club.clubName}`}
        className={buttonStyles({ variant: 'ghost', size: 'sm' })}
      >
        <Pencil aria-hidden="true" className="size-4" />
        Edit
      </Link>
      <Button
        variant="ghost"
        size="sm"
        loading={isPending}
        aria-label={`Delete ${club.clubName}`}
        onClick={() => remove(club)}
        className="text-danger-700 hover:bg-danger-50 hover:text-danger-700"
      >
        {!isPending && <Trash2 aria-hidden="true" className="size-4" />}
        Delete
      </Button>
    </div>
  );
}
