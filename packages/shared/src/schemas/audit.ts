import { z } from 'zod';
import { line } from './text.ts';

/** A calendar day in Dhaka, as the audit trail's and the dashboard's date filters take it. */
export const dhakaDaySchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date like 2026-11-25');

/** The audit trail's kinds of entry: the first part of an action (`payment.refund_request`). */
export const AUDIT_KINDS = ['payment', 'tour', 'club', 'announcement', 'user', 'student_id'] as const;
export type AuditKind = (typeof AUDIT_KINDS)[number];

export const AUDIT_PAGE_SIZE = 50;

/**
 * `GET /api/admin/audit`: newest first, `AUDIT_PAGE_SIZE` a page, the next page from `before`
 * (the last entry's id). `actor` is part of an e-mail, or `system` for what no person did (a
 * gateway notice, reconciliation); `target` is a record's id or a payment's tran_id.
 */
export const auditQuerySchema = z.object({
  actor: line({ max: 200 }).optional(),
  kind: z.enum(AUDIT_KINDS).optional(),
  target: line({ max: 200 }).optional(),
  from: dhakaDaySchema.optional(),
  to: dhakaDaySchema.optional(),
  before: z.coerce.number().int().positive().optional(),
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;

/**
 * What an edit changed, in an entry's `details.changes` (`tour.update`, `club.update`,
 * `announcement.update`, `user.promote`): only the fields that differ, each with its value before
 * and after as stored (a price in poisha, a date as "2026-12-31"); the screen words them.
 */
export const auditChangesSchema = z.record(z.string(), z.object({ before: z.unknown(), after: z.unknown() }));
export type AuditChanges = z.infer<typeof auditChangesSchema>;

export const auditEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  /** The person's e-mail; null when the system did it. */
  actorEmail: z.string().nullable(),
  actorUserId: z.string().nullable(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string().nullable(),
  details: z.record(z.string(), z.unknown()).nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditPageSchema = z.object({
  items: z.array(auditEntrySchema),
  /** Pass as `before` for the next (older) page; null on the last page. */
  nextBefore: z.number().int().nullable(),
});
export type AuditPage = z.infer<typeof auditPageSchema>;
