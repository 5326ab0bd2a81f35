import { CARD_SIZES } from '@dpms/shared/images';
import type { Club } from '@dpms/shared/schemas';
import { Link } from 'react-router';
import { CardAdminActions } from '@/components/ui/admin-actions.tsx';
import { buttonStyles } from '@/components/ui/button.tsx';
import { useAuth } from '@/features/auth/auth-context.ts';
import { UploadedImage } from '@/features/uploads/components/uploaded-image.tsx';
import { useT } from '@/lib/i18n/i18n.ts';
import { paths } from '@/lib/paths.ts';
import { useRemoveClub } from '../hooks/use-remove-club.ts';
import { ClubPrices } from './club-prices.tsx';
import { MembershipStatus } from './membership-status.tsx';

/**
 * One club on the payment screen: image, name, the two office holders, then either the member's
 * countdown or the prices with View Details and Pay Now (SPEC section 2). `priority` for the
 * list's first card: its image is the page's Largest Contentful Paint.
 */
export function ClubCard({ club, priority = false }: { club: Club; priority?: boolean }) {
  const { isAdmin } = useAuth();
  const { remove, isPending } = useRemoveClub();
  const t = useT();

  return (
    <article className="flex w-full flex-col overflow-hidden rounded-xl border border-line bg-white shadow-card">
      <UploadedImage
        url={club.imageUrl}
        alt={club.clubName}
        sizes={CARD_SIZES}
        priority={priority}
        className="aspect-[16/9] w-full"
      />
      <div className="flex flex-1 flex-col p-5">
        <h2 className="text-lg font-semibold tracking-tight">
          <Link to={paths.club(club.id)} className="text-ink hover:text-brand-700 hover:underline">
            {club.clubName}
          </Link>
        </h2>
        <dl className="mt-2 space-y-1 text-sm">
          {[[club.clubRole, club.roleName] as const, [club.clubRole2, club.roleName2] as const].map(
            ([role, name]) => (
              <div key={`${role}-${name}`} className="flex gap-1.5">
                <dt className="text-ink-muted">{t(`clubRole.${role}`)}:</dt>
                <dd className="font-medium text-ink">{name}</dd>
              </div>
            ),
          )}
        </dl>

        <div className="mt-auto pt-5">
          {club.membership ? (
            <MembershipStatus clubId={club.id} membership={club.membership} />
          ) : (
            <>
              <ClubPrices club={club} />
              <div className="mt-4 grid grid-cols-2 gap-2">
                <Link to={paths.club(club.id)} className={buttonStyles({ variant: 'secondary' })}>
                  {t('clubs.viewDetails')}
                </Link>
                <Link to={paths.clubCheckout(club.id)} className={buttonStyles()}>
                  {t('clubs.payNow')}
                </Link>
              </div>
            </>
          )}
          {isAdmin && (
            <CardAdminActions
              name={club.clubName}
              editTo={`${paths.club(club.id)}?edit=1`}
              removal={{ remove: () => remove(club), isPending }}
            />
          )}
        </div>
      </div>
    </article>
  );
}
