import { exhibitorEndpoints as E, hotspotEndpoints as H, exhibitEndpoints as X } from '@openfair/contract';
import { mediaUrls } from '../../core/media-url';
import { defineModule, route } from '../../core/route';
import { companyOf } from './company-media';
import { boothCompleteness } from './completeness.service';
import { getEmployee, inviteCode, listEmployees, resignEmployee, saveEmployee } from './employees.service';
import { importExhibits, importTemplate } from './exhibit-import.service';
import { exhibitorPolicies as P } from './exhibitor.policy';
import {
  createExhibit,
  deleteExhibit,
  deleteExhibits,
  getExhibit,
  listExhibits,
  updateExhibit,
  updateScope,
} from './exhibits.service';
import { deleteScene, getScene, listScenes, savePoints, saveScene } from './hotspots.service';
import { loadExhibitor, presentBaseInfo, updateBaseInfo } from './profile.service';

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
  route(E.employeeList, {
    policy: P.employeeList,
    handler: ({ app, session, input }) => listEmployees(app.db, session, input, mediaUrls(app.storage)),
  }),
  route(E.employeeGet, {
    policy: P.employeeGet,
    handler: ({ app, session, input }) => getEmployee(app.db, session, input.id, mediaUrls(app.storage)),
  }),
  route(E.employeeUpdate, {
    policy: P.employeeUpdate,
    handler: ({ app, session, input }) => saveEmployee(app, session, input, mediaUrls(app.storage)),
  }),
  route(E.employeeResigned, {
    policy: P.employeeResigned,
    handler: ({ app, session, input }) => resignEmployee(app, session, input.id, mediaUrls(app.storage)),
  }),
  route(E.getInviteCode, {
    policy: P.getInviteCode,
    handler: ({ app, session }) => inviteCode(app.db, session),
  }),
  route(H.insert, {
    policy: P.hotImageInsert,
    handler: ({ app, session, input }) => saveScene(app, session, input, mediaUrls(app.storage)),
  }),
  route(H.update, {
    policy: P.hotImageUpdate,
    handler: ({ app, session, input }) => saveScene(app, session, input, mediaUrls(app.storage)),
  }),
  route(H.get, {
    policy: P.hotImageGet,
    handler: ({ app, session, input }) => getScene(app.db, session, input.id, mediaUrls(app.storage)),
  }),
  route(H.listByExhibitor, {
    policy: P.hotImageListByExhibitor,
    handler: ({ app, session, exhibitionId, input }) =>
      listScenes(app.db, session, exhibitionId, input.exhibitorId, mediaUrls(app.storage)),
  }),
  route(H.delete, {
    policy: P.hotImageDelete,
    handler: ({ app, session, input }) => deleteScene(app, session, input.id, mediaUrls(app.storage)),
  }),
  route(H.insertPoints, {
    policy: P.hotImagePointInsertList,
    handler: ({ app, session, input }) => savePoints(app, session, input, mediaUrls(app.storage)),
  }),
  route(X.insertProduct, {
    policy: P.insertProduct,
    handler: ({ app, session, input }) => createExhibit(app, session, input, mediaUrls(app.storage)),
  }),
  route(X.updateProduct, {
    policy: P.updateProduct,
    handler: ({ app, session, input }) => updateExhibit(app, session, input, mediaUrls(app.storage)),
  }),
  route(X.getProduct, {
    policy: P.getProduct,
    handler: ({ app, session, input }) => getExhibit(app.db, session, input.id, mediaUrls(app.storage)),
  }),
  route(X.productList, {
    policy: P.productList,
    handler: ({ app, session, input }) => listExhibits(app.db, session, input, mediaUrls(app.storage)),
  }),
  route(X.deleteProduct, {
    policy: P.deleteProduct,
    handler: ({ app, session, input }) => deleteExhibit(app, session, input.id),
  }),
  route(X.batchUpdateScope, {
    policy: P.batchUpdateScope,
    handler: ({ app, session, input }) => updateScope(app, session, { ids: input.ids }, input.scope),
  }),
  route(X.batchUpdateScopeAll, {
    policy: P.batchUpdateScopeAll,
    handler: ({ app, session, input }) => updateScope(app, session, { filter: input.filter }, input.scope),
  }),
  route(X.batchDelete, {
    policy: P.batchDelete,
    handler: ({ app, session, input }) => deleteExhibits(app, session, { ids: input.ids }),
  }),
  route(X.batchDeleteAll, {
    policy: P.batchDeleteAll,
    handler: ({ app, session, input }) => deleteExhibits(app, session, { filter: input.filter }),
  }),
  route(X.importTemplate, {
    policy: P.importTemplate,
    handler: ({ app, session, lang }) => importTemplate(app.db, session.exhibitionId, lang),
  }),
  route(X.importProducts, {
    policy: P.importProducts,
    handler: ({ app, session, lang, input, readUpload }) =>
      importExhibits(app, session, lang, readUpload, input.checkOnly),
  }),
]);
