import type { Club } from '@dpms/shared/schemas';
import { Check, UserRound, UsersRound } from 'lucide-react';
import { lazy } from 'react';
import { Link } from 'react-router';
import { buttonStyles } from '@/components/ui/button.tsx';
import { Card } from '@/components/ui/card.tsx';
import {
  DetailAside,
  DetailHeader,
  DetailLayout,
  DetailMain,
  EditingPage,
} from '@/components/ui/detail-header.tsx';
import type { NotFoundStateProps } from '@/components/ui/not-found-state.tsx';
import { useAuth } from '@/features/auth/auth-context.ts';
import { DetailHeroImage } from '@/features/uploads/components/uploaded-image.tsx';
import { useT } from '@/lib/i18n/i18n.ts';
import { paths } from '@/lib/paths.ts';
import { useDocumentTitle } from '@/lib/use-document-title.ts';
import { useEditInPlace } from '@/lib/use-edit-in-place.ts';
import { useClub } from '../api/get-club.ts';
import { useRemoveClub } from '../hooks/use-remove-club.ts';
import { ClubPrices } from './club-prices.tsx';
import { MembershipStatus } from './membership-status.tsx';

// The edit form (react-hook-form, zod, uploads) is an admin's: a visitor's first load leaves it out.
const ClubForm = lazy(() => import('./club-form.tsx').then((m) => ({ default: m.ClubForm })));

const lines = (text: string) =>
  text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);

/** The club detail screen; admins can switch it to an edit form (?edit=1) or delete the club. */
export function ClubDetails({ id }: { id: string }) {
  const { data: club } = useClub(id);
  const { isAdmin } = useAuth();
  const { editing, startEditing, stopEditing } = useEditInPlace(isAdmin);
  const t = useT();

  if (editing) {
    return (
      <EditingPage
        title={t('tours.editTitle', { name: club.clubName })}
        description={t('clubs.editDescription')}
      >
        <ClubForm mode="edit" club={club} onSaved={stopEditing} onCancel={stopEditing} />
      </EditingPage>
    );
  }
  return <ClubView club={club} onEdit={startEditing} />;
}

function ClubView({ club, onEdit }: { club: Club; onEdit: () => void }) {
  useDocumentTitle(club.clubName);
  const { isAdmin } = useAuth();
  const { remove, isPending } = useRemoveClub();
  const t = useT();

  return (
    <DetailLayout>
      <DetailHeader
        back={{ to: paths.clubs, label: t('nav.clubs') }}
        title={club.clubName}
        admin={
          isAdmin
            ? { onEdit, removal: { remove: () => remove(club), isPending }, afterDelete: paths.clubs }
            : undefined
        }
      >
        <DetailHeroImage url={club.imageUrl} alt={club.clubName} />
      </DetailHeader>

      <DetailAside>
        <Card className="p-5 sm:p-6">
          <h2 className="text-lg font-semibold text-ink">{t('clubs.pricing')}</h2>
          <ClubPrices club={club} className="mt-3" />
          {club.membership ? (
            <MembershipStatus clubId={club.id} membership={club.membership} className="mt-4" />
          ) : (
            <Link
              to={paths.clubCheckout(club.id)}
              className={buttonStyles({ size: 'lg', className: 'mt-4 w-full' })}
            >
              {t('clubs.payNow')}
            </Link>
          )}
          <p className="mt-3 text-center text-xs text-ink-muted">{t('clubs.validity')}</p>
        </Card>
      </DetailAside>

      <DetailMain>
        <Card className="p-5 sm:p-6">
          <h2 className="sr-only">{t('clubs.about')}</h2>
          <div className="space-y-3 leading-relaxed text-ink-muted">
            {lines(club.clubDescription).map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        </Card>
        <Card className="p-5 sm:p-6">
          <h2 className="text-lg font-semibold text-ink">{t('clubs.leadership')}</h2>
          <ul className="mt-4 grid gap-3 sm:grid-cols-2">
            {[[club.clubRole, club.roleName] as const, [club.clubRole2, club.roleName2] as const].map(
              ([role, name]) => (
                <li
                  key={`${role}-${name}`}
                  className="flex items-center gap-3 rounded-lg bg-slate-50 p-3 ring-1 ring-line"
                >
                  <span className="grid size-10 shrink-0 place-items-center rounded-full bg-brand-100 text-brand-800">
                    <UserRound aria-hidden="true" className="size-5" />
                  </span>
                  <span>
                    <span className="block text-xs font-medium tracking-wide text-ink-muted uppercase">
                      {t(`clubRole.${role}`)}
                    </span>
                    <span className="block font-semibold text-ink">{name}</span>
                  </span>
                </li>
              ),
            )}
          </ul>
        </Card>
        <div className="grid gap-6 md:grid-cols-2">
          <Card className="p-5 sm:p-6">
            <h2 className="text-lg font-semibold text-ink">{t('clubs.benefits')}</h2>
            <ul className="mt-3 space-y-2 text-sm leading-relaxed text-ink-muted">
              {lines(club.membershipBenefits).map((benefit) => (
                <li key={benefit} className="flex items-start gap-2">
                  <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-600" />
                  <span>{benefit}</span>
                </li>
              ))}
            </ul>
          </Card>
          <Card className="p-5 sm:p-6">
            <h2 className="text-lg font-semibold text-ink">{t('clubs.contact')}</h2>
            <ul className="mt-3 space-y-2 text-sm leading-relaxed text-ink-muted">
              {lines(club.contactInformation).map((item) => (
                <li key={item} className="break-words">
                  {item}
                </li>
              ))}
            </ul>
          </Card>
        </div>
      </DetailMain>
    </DetailLayout>
  );
}

/** What an unknown (or removed) club's address shows; the route shows it for a 404. */
export const clubNotFound: NotFoundStateProps = {
  icon: UsersRound,
  title: 'clubs.notFound',
  description: 'clubs.notFoundText',
  back: { to: paths.clubs, label: 'clubs.backToList' },
};
