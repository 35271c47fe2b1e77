import { addValidationIssue, journalEntrySchema, validateJournalRange } from '@aq/validation';
import { z } from 'zod';
import { qBoolean } from '../../http/query';
import { AuditSource, AuditType } from '../common/enums';
import { Id, IsoDateTime } from '../common/schemas';

/**
 * Query of GET /v0.1/journal/project/{projectId}: from and to as ISO date-times (the spec does not
 * give their format: ours), at most 31 days apart ('Date range must be 31 days or less', the rule
 * of @aq/validation's validateJournalRange), and whether instrument entries are included (default
 * false).
 */
export const JournalQuery = z
  .object({
    from: IsoDateTime,
    to: IsoDateTime,
    includeInstrumentEntries: qBoolean().default(false),
  })
  .superRefine((query, ctx) => {
    const error = validateJournalRange(Date.parse(query.from), Date.parse(query.to));
    if (error) addValidationIssue(ctx, error, ['from']);
  });

/**
 * A journal entry (projects §3): Timestamp in epoch seconds, Type the audit type, User the name of
 * who wrote it (null for entries the system or an instrument made), Source cloud, connect or unknown.
 */
export const JournalEntry = z.object({
  Id,
  Type: AuditType,
  Timestamp: z.number().int(),
  Details: z.string(),
  User: z.string().nullable(),
  Source: AuditSource,
});

/** Answer of GET /v0.1/journal/project/{projectId} (the envelope is ours): newest first. */
export const JournalEntryList = z.object({ Items: z.array(JournalEntry) });

/** Body of POST /v0.1/journal/project/{projectId}: Details, with @aq/validation's journalEntrySchema. */
export const CreateJournalEntryRequest = journalEntrySchema;
