import type { AuthSession } from '../../core/auth';
import type { AppContext } from '../../core/context';
import { setTrendHidden } from '../catalog/index';
import { recordAudit, requirePermission } from './organizer-access.service';

/** Hides a search trend from every visitor's list (or shows it again): content editors' and owners' work. */
export async function hideSearchTrend(
  app: AppContext,
  session: AuthSession,
  input: { keyword: string; hidden: boolean },
): Promise<void> {
  const actor = await requirePermission(app, session, 'editContent');
  await app.db.transaction(async (tx) => {
    await setTrendHidden(tx, session.exhibitionId, input.keyword, input.hidden);
    await recordAudit(tx, session.exhibitionId, actor, {
      action: input.hidden ? 'searchTrend.hide' : 'searchTrend.show',
      targetType: 'content',
      targetId: input.keyword.trim(),
      before: null,
      after: { keyword: input.keyword.trim(), hidden: input.hidden },
    });
  });
}
