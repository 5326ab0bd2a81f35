import { PLANS } from '@dpms/shared/constants';
import { type WaiverInput, waiverInputSchema } from '@dpms/shared/schemas';
import { z } from 'zod';

const fields = waiverInputSchema.shape;

/**
 * The "Waive a fee" form, checked with the shared schema's rules. A plan is always chosen on
 * screen (Monthly first) and sent only for a club.
 */
export const waiverFormSchema = z
  .object({
    studentId: fields.studentId,
    kind: fields.kind,
    itemId: fields.itemId,
    plan: z.enum(PLANS),
    reason: fields.reason,
  })
  .transform(({ plan, ...rest }): WaiverInput => (rest.kind === 'club' ? { ...rest, plan } : rest));

export type WaiverFormValues = z.input<typeof waiverFormSchema>;

export const emptyWaiverForm: WaiverFormValues = {
  studentId: '',
  kind: 'tour',
  itemId: '',
  plan: 'monthly',
  reason: '',
};

/** The fields a refusal may name, all of them the form's own. */
export const WAIVER_FIELDS = ['studentId', 'kind', 'itemId', 'plan', 'reason'] as const;
