// Other areas check organizer permissions and write the audit log through these.

export { organizerModule } from './organizer.routes';
export {
  type AuditRecord,
  type Organizer,
  organizerOf,
  recordAudit,
  requirePermission,
} from './organizer-access.service';
export {
  cappedCount,
  checkedReason,
  decidedStatus,
  queueOrder,
  REVIEW_COUNT_CAP,
  type ReviewDecisionInput,
  type ReviewListQuery,
  readQueuePage,
  reviewRefusal,
} from './review-queue';
