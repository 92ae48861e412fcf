import { exhibitorEndpoints as E } from '@openfair/contract';
import { mediaUrls } from '../../core/media-url';
import { defineModule, route } from '../../core/route';
import { boothCompleteness } from './completeness.service';
import { exhibitorPolicies as P } from './exhibitor.policy';
import { companyOf, loadExhibitor, presentBaseInfo, updateBaseInfo } from './profile.service';

export const exhibitorModule = defineModule('exhibitor', [
  route(E.getExhibitorBaseInfo, {
    policy: P.getExhibitorBaseInfo,
    handler: async ({ app, session }) =>
      presentBaseInfo(
        await loadExhibitor(app.db, session.exhibitionId, companyOf(session)),
        mediaUrls(app.storage),
      ),
  }),
  route(E.updateExhibitorBaseInfo, {
    policy: P.updateExhibitorBaseInfo,
    handler: ({ app, session, input }) => updateBaseInfo(app, session, input, mediaUrls(app.storage)),
  }),
  route(E.boothCompleteness, {
    policy: P.boothCompleteness,
    handler: ({ app, session }) => boothCompleteness(app.db, session),
  }),
]);
