import { MESSAGES } from '@dpms/shared/messages';
import { takaToPoisha } from '@dpms/shared/money';
import { type Club, type ClubInput, clubInputSchema } from '@dpms/shared/schemas';
import { z } from 'zod';
import { withImageField } from '@/features/uploads/image-file-schema.ts';
import { blankForm } from '@/lib/blank-form.ts';
import { numberFromText, takaText } from '@/lib/number-text.ts';

const fields = clubInputSchema.shape;

/** A price typed in Taka ("150" or "149.50"); empty is `requiredMessage`. */
const takaPrice = (requiredMessage: string, rule: z.ZodNumber) =>
  numberFromText(takaToPoisha, 'Enter an amount in Taka, e.g. 150 or 149.50', rule, requiredMessage);

/**
 * The Add a Club form (SPEC section 5): roles say "Role is required", names "Name is required",
 * prices "Monthly price is required" / "Yearly price is required", the rest "This field is
 * required". Its output maps one-to-one onto the shared ClubInput. Editing keeps the current image
 * unless another is chosen.
 */
export const { add: clubFormSchema, edit: clubEditFormSchema } = withImageField({
  clubName: fields.clubName,
  clubDescription: fields.clubDescription,
  clubRole: z.string().pipe(fields.clubRole),
  roleName: fields.roleName,
  clubRole2: z.string().pipe(fields.clubRole2),
  roleName2: fields.roleName2,
  membershipBenefits: fields.membershipBenefits,
  contactInformation: fields.contactInformation,
  monthlyPrice: takaPrice(MESSAGES.monthlyPriceRequired, fields.monthlyPricePoisha),
  yearlyPrice: takaPrice(MESSAGES.yearlyPriceRequired, fields.yearlyPricePoisha),
});

export type ClubFormValues = z.input<typeof clubFormSchema>;
export type ClubFormOutput = z.output<typeof clubEditFormSchema>;

export const emptyClubForm: ClubFormValues = { ...blankForm(clubFormSchema), image: null };

/** The form's output with the uploaded image's URL: what POST and PATCH /api/clubs take. */
export function toClubInput(
  { monthlyPrice, yearlyPrice, image: _image, ...rest }: ClubFormOutput,
  imageUrl: string,
): ClubInput {
  return { ...rest, monthlyPricePoisha: monthlyPrice, yearlyPricePoisha: yearlyPrice, imageUrl };
}

/** A club as the edit form shows it (prices back in Taka). */
export function clubToFormValues(club: Club): ClubFormValues {
  return {
    clubName: club.clubName,
    clubDescription: club.clubDescription,
    clubRole: club.clubRole,
    roleName: club.roleName,
    clubRole2: club.clubRole2,
    roleName2: club.roleName2,
    membershipBenefits: club.membershipBenefits,
    contactInformation: club.contactInformation,
    monthlyPrice: takaText(club.monthlyPricePoisha),
    yearlyPrice: takaText(club.yearlyPricePoisha),
    image: null,
  };
}

/** Input field names the server may name in a 400 that the form shows under another name. */
export const clubServerFieldNames = {
  monthlyPricePoisha: 'monthlyPrice',
  yearlyPricePoisha: 'yearlyPrice',
  imageUrl: 'image',
} as const;
