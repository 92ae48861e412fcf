import { catalogEndpoints, organizerEndpoints as E, organizerRolePermissions } from '@openfair/contract';
import { defineModule, route } from '../../core/route';
import { listAuditLog } from './audit-log.service';
import { createExhibitor, listExhibitors, updateExhibitor } from './exhibitors.service';
import { getFair, updateFair } from './fair.service';
import { organizerPolicies as P } from './organizer.policy';
import { organizerOf } from './organizer-access.service';
import { hideSearchTrend } from './search-trends.service';
import { listStaff, removeStaff, updateStaff } from './staff.service';

export const organizerModule = defineModule('organizer', [
  route(E.me, {
    policy: P.me,
    handler: async ({ app, session }) => {
      const me = await organizerOf(app, session);
      return {
        organizerId: me.id,
        name: me.name,
        role: me.role,
        permissions: [...organizerRolePermissions[me.role]],
      };
    },
  }),
  route(E.staffList, {
    policy: P.staffList,
    handler: ({ app, session, input }) => listStaff(app, session, input),
  }),
  route(E.staffUpdate, {
    policy: P.staffUpdate,
    handler: ({ app, session, input }) => updateStaff(app, session, input),
  }),
  route(E.staffRemove, {
    policy: P.staffRemove,
    handler: ({ app, session, input }) => removeStaff(app, session, input.id),
  }),
  route(E.exhibitorList, {
    policy: P.exhibitorList,
    handler: ({ app, session, input }) => listExhibitors(app, session, input),
  }),
  route(E.exhibitorCreate, {
    policy: P.exhibitorCreate,
    handler: ({ app, session, input }) => createExhibitor(app, session, input),
  }),
  route(E.exhibitorUpdate, {
    policy: P.exhibitorUpdate,
    handler: ({ app, session, input }) => updateExhibitor(app, session, input),
  }),
  route(E.fairGet, {
    policy: P.fairGet,
    handler: ({ app, session }) => getFair(app, session),
  }),
  route(E.fairUpdate, {
    policy: P.fairUpdate,
    handler: ({ app, session, input }) => updateFair(app, session, input),
  }),
  route(catalogEndpoints.hideSearchTrend, {
    policy: P.hideSearchTrend,
    handler: async ({ app, session, input }) => {
      await hideSearchTrend(app, session, input);
      return null;
    },
  }),
  route(E.auditLog, {
    policy: P.auditLog,
    handler: ({ app, session, input }) => listAuditLog(app, session, input),
  }),
]);
