import { type CollectionRequest, catalogEndpoints as E, ResponseCode } from '@openfair/contract';
import { AppError } from '../../core/errors';
import { type Call, defineModule, route } from '../../core/route';
import { recordEvent } from './analytics.service';
import { productCardRows, productCards } from './cards.service';
import { catalogPolicies as P } from './catalog.policy';
import { catalogContext } from './catalog-context';
import { addCollection, assertMayCollect, listCollectionRows, removeCollection } from './collection.service';
import { favouritesFile } from './collection-export.service';
import { exhibitorDetail, exhibitorEmployeeList, productDetail, visitorDetail } from './details.service';
import { clearFootprints, footprintRecorder, listFootprintRows } from './footprint.service';
import { filterOptions, listExhibitors, listProducts, listVisitors } from './lists.service';
import { recommendedProductIds } from './recommend.service';
import { search } from './search.service';
import { parseKeyword } from './search-text';
import { searchTrends } from './search-trend.recorder';
import { cardsInOrder } from './subject-cards.service';
import { admitProductCards } from './tourist-limit.service';

/** The caller's own rows (favourites, history) are keyed by fair and account. */
const owner = (call: { exhibitionId: string; session: { userAccountId: string } }) => ({
  exhibitionId: call.exhibitionId,
  userAccountId: call.session.userAccountId,
});

/** Adds or removes one favourite of the caller (both calls are idempotent). */
async function setFavourite(call: Call<CollectionRequest, 'loggedIn'>, collected: boolean) {
  const { collectionType: subjectType, subjectId } = call.input;
  assertMayCollect(call.session.subjectType, subjectType);
  await (collected ? addCollection : removeCollection)(call.app.db, owner(call), { subjectType, subjectId });
  // Recommendations leave favourites out and follow their categories and exhibitors.
  await call.app.events.publish('interests.changed', owner(call));
  return { collected };
}

export const catalogModule = defineModule('catalog', [
  // ——— lists and search ———
  route(E.exhibitorList, {
    policy: P.exhibitorList,
    handler: (call) =>
      listExhibitors(catalogContext(call), { ...call.input, keyword: parseKeyword(call.input.keyword) }),
  }),
  route(E.productList, {
    policy: P.productList,
    handler: (call) =>
      listProducts(catalogContext(call), { ...call.input, keyword: parseKeyword(call.input.keyword) }),
  }),
  route(E.visitorList, {
    policy: P.visitorList,
    handler: (call) => {
      // Spec 000 §2: /find/person is for exhibitors and guests; buyers do not browse each other.
      if (call.session?.subjectType === 'VISITOR') throw new AppError(ResponseCode.Forbidden);
      return listVisitors(catalogContext(call), call.input);
    },
  }),
  route(E.filterOptions, { policy: P.filterOptions, handler: (call) => filterOptions(catalogContext(call)) }),
  route(E.search, { policy: P.search, handler: (call) => search(catalogContext(call), call.input) }),
  route(E.searchTrend, {
    policy: P.searchTrend,
    handler: ({ app, exhibitionId }) => app.use(searchTrends).trend(exhibitionId),
  }),

  // ——— details ———
  route(E.exhibitorDetail, {
    policy: P.exhibitorDetail,
    handler: (call) => exhibitorDetail(catalogContext(call), call.input.id),
  }),
  route(E.exhibitorEmployees, {
    policy: P.exhibitorEmployees,
    handler: (call) => exhibitorEmployeeList(catalogContext(call), call.input.id),
  }),
  route(E.productDetail, {
    policy: P.productDetail,
    handler: (call) => productDetail(catalogContext(call), call.input.id),
  }),
  route(E.visitorDetail, {
    policy: P.visitorDetail,
    handler: (call) => visitorDetail(catalogContext(call), call.input.id),
  }),

  // ——— favourites ———
  route(E.addCollection, { policy: P.addCollection, handler: (call) => setFavourite(call, true) }),
  route(E.updateCollection, { policy: P.updateCollection, handler: (call) => setFavourite(call, false) }),
  route(E.collectionList, {
    policy: P.collectionList,
    handler: async (call) => {
      const { collectionType: subjectType, pageNum, pageSize } = call.input;
      assertMayCollect(call.session.subjectType, subjectType);
      const { rows, total } = await listCollectionRows(call.app.db, owner(call), {
        subjectType,
        pageNum,
        pageSize,
      });
      const list = await cardsInOrder(catalogContext(call), subjectType, rows, (card, row) => ({
        ...card,
        collectedAt: row.createdAt.toISOString(),
      }));
      return { list, total, pageNum, pageSize };
    },
  }),
  route(E.exportExcelProduct, {
    policy: P.exportExcelProduct,
    handler: (call) => favouritesFile(catalogContext(call), owner(call), 'PRODUCT', call.lang),
  }),
  route(E.exportExcelActor, {
    policy: P.exportExcelActor,
    handler: (call) => favouritesFile(catalogContext(call), owner(call), 'ACTOR', call.lang),
  }),

  // ——— history ———
  route(E.footprintList, {
    policy: P.footprintList,
    handler: async (call) => {
      const { collectionType: subjectType, pageNum, pageSize } = call.input;
      await call.app.use(footprintRecorder).flush();
      const { rows, total } = await listFootprintRows(call.app.db, {
        ...owner(call),
        subjectType,
        pageNum,
        pageSize,
      });
      const list = await cardsInOrder(catalogContext(call), subjectType, rows, (card, row) => ({
        ...card,
        // collectedAt is not tracked in history; the card's `collected` flag says whether it is a favourite.
        collectedAt: '',
        viewedAt: row.viewedAt.toISOString(),
      }));
      return { list, total, pageNum, pageSize };
    },
  }),
  route(E.footprintClear, {
    policy: P.footprintClear,
    handler: async (call) => {
      await call.app.use(footprintRecorder).flush();
      return {
        cleared: await clearFootprints(call.app.db, {
          ...owner(call),
          subjectType: call.input.collectionType,
        }),
      };
    },
  }),

  // ——— recommendations and analytics ———
  route(E.recommendProducts, {
    policy: P.recommendProducts,
    handler: async (call) => {
      const cc = catalogContext(call);
      const { pageNum, pageSize } = call.input;
      const { ids, total } = await recommendedProductIds(cc, { pageNum, pageSize });
      // A guest's recommendations count toward their tourist limit like any list.
      const { cards } = await admitProductCards(cc, await productCards(cc, await productCardRows(cc, ids)));
      return { list: cards, total, pageNum, pageSize };
    },
  }),
  route(E.burying, {
    policy: P.burying,
    rateLimit: 'analytics',
    // The log host's post may lack the common fields (the fair then comes from the body or settings)
    // and navigator.sendBeacon sends its JSON as text/plain.
    commonFields: 'optional',
    beacon: true,
    handler: async (call) => {
      // Spec 001 §3: tracking is skipped for exhibitor subjects; the call still succeeds.
      if (call.auth.kind === 'session' && call.auth.session.subjectType === 'ACTOR') return { stored: false };
      const { exhibitionId: fromBody, ...event } = call.input;
      await recordEvent(call.app.db, { ...event, exhibitionId: fromBody ?? call.exhibitionId });
      return { stored: true };
    },
  }),
]);
