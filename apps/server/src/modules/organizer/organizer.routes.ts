import {
  catalogEndpoints,
  organizerEndpoints as E,
  organizerRolePermissions,
  reviewEndpoints as R,
} from '@openfair/contract';
import { defineModule, route } from '../../core/route';
import { listAdvertisements, removeAdvertisement, saveAdvertisement } from './advertisements.service';
import { listAppVersionsForOrganizer, removeAppVersion, saveAppVersion } from './app-versions.service';
import { getArticle, listArticles, removeArticle, saveArticle } from './articles.service';
import { listAuditLog } from './audit-log.service';
import { listBanners, removeBanner, saveBanner } from './banners.service';
import { listCarousel, moveCarouselItem, removeCarouselItem, saveCarouselItem } from './carousel.service';
import { fairDashboard } from './dashboard.service';
import { exhibitorImportTemplate, importExhibitors } from './exhibitor-import.service';
import { createExhibitor, listExhibitors, updateExhibitor } from './exhibitors.service';
import { getFair, updateFair } from './fair.service';
import { searchHomeTargets } from './home-targets';
import { featureHotSamples, hotSampleFeature, listHotSamples, resetHotSamples } from './hot-samples.service';
import { broadcastNotice } from './notice-broadcast.service';
import { organizerPolicies as P } from './organizer.policy';
import { organizerOf } from './organizer-access.service';
import { getPage, restorePage, savePage } from './pages.service';
import { listQuestionnaire, removeQuestion, saveQuestion } from './questionnaire.service';
import { decideRegistration, decideVip, listRegistrationReviews, listVipReviews } from './reviews.service';
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
  route(E.exhibitorImportTemplate, {
    policy: P.exhibitorImportTemplate,
    handler: ({ app, session, lang }) => exhibitorImportTemplate(app, session, lang),
  }),
  route(E.exhibitorImport, {
    policy: P.exhibitorImport,
    handler: ({ app, session, lang, input, readUpload }) =>
      importExhibitors(app, session, lang, readUpload, input.checkOnly),
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
  route(R.registrationList, {
    policy: P.registrationReviewList,
    handler: ({ app, session, input }) => listRegistrationReviews(app, session, input),
  }),
  route(R.registrationDecide, {
    policy: P.registrationReviewDecide,
    handler: ({ app, session, input }) => decideRegistration(app, session, input),
  }),
  route(R.vipList, {
    policy: P.vipReviewList,
    handler: ({ app, session, input }) => listVipReviews(app, session, input),
  }),
  route(R.vipDecide, {
    policy: P.vipReviewDecide,
    handler: ({ app, session, input }) => decideVip(app, session, input),
  }),
  route(E.questionList, {
    policy: P.questionList,
    handler: ({ app, session }) => listQuestionnaire(app, session),
  }),
  route(E.questionSave, {
    policy: P.questionSave,
    handler: ({ app, session, input }) => saveQuestion(app, session, input),
  }),
  route(E.questionRemove, {
    policy: P.questionRemove,
    handler: ({ app, session, input }) => removeQuestion(app, session, input.id),
  }),
  route(E.noticeBroadcast, {
    policy: P.noticeBroadcast,
    handler: ({ app, session, input }) => broadcastNotice(app, session, input),
  }),
  route(E.dashboard, {
    policy: P.dashboard,
    handler: ({ app, session }) => fairDashboard(app, session),
  }),
  route(E.auditLog, {
    policy: P.auditLog,
    handler: ({ app, session, input }) => listAuditLog(app, session, input),
  }),
  route(E.bannerList, {
    policy: P.bannerList,
    handler: ({ app, session, input }) => listBanners(app, session, input),
  }),
  route(E.bannerSave, {
    policy: P.bannerSave,
    handler: ({ app, session, input }) => saveBanner(app, session, input),
  }),
  route(E.bannerRemove, {
    policy: P.bannerRemove,
    handler: async ({ app, session, input }) => {
      await removeBanner(app, session, input.id);
      return null;
    },
  }),
  route(E.articleList, {
    policy: P.articleList,
    handler: ({ app, session, input }) => listArticles(app, session, input),
  }),
  route(E.articleGet, {
    policy: P.articleGet,
    handler: ({ app, session, input }) => getArticle(app, session, input.id),
  }),
  route(E.articleSave, {
    policy: P.articleSave,
    handler: ({ app, session, input }) => saveArticle(app, session, input),
  }),
  route(E.articleRemove, {
    policy: P.articleRemove,
    handler: async ({ app, session, input }) => {
      await removeArticle(app, session, input.id);
      return null;
    },
  }),
  route(E.pageGet, {
    policy: P.pageGet,
    handler: ({ app, session, input }) => getPage(app, session, input.page),
  }),
  route(E.pageSave, {
    policy: P.pageSave,
    handler: ({ app, session, input }) => savePage(app, session, input),
  }),
  route(E.pageRestore, {
    policy: P.pageRestore,
    handler: ({ app, session, input }) => restorePage(app, session, input.page),
  }),
  route(E.appVersionList, {
    policy: P.appVersionList,
    handler: ({ app, session, input }) => listAppVersionsForOrganizer(app, session, input),
  }),
  route(E.appVersionSave, {
    policy: P.appVersionSave,
    handler: ({ app, session, input }) => saveAppVersion(app, session, input),
  }),
  route(E.appVersionRemove, {
    policy: P.appVersionRemove,
    handler: async ({ app, session, input }) => {
      await removeAppVersion(app, session, input.id);
      return null;
    },
  }),
  // The home's carousel, advertisements and featured hot samples (editContent).
  route(E.homeTargetSearch, {
    policy: P.homeTargetSearch,
    handler: ({ app, session, input }) => searchHomeTargets(app, session, input),
  }),
  route(E.carouselList, {
    policy: P.carouselList,
    handler: ({ app, session, input }) => listCarousel(app, session, input),
  }),
  route(E.carouselSave, {
    policy: P.carouselSave,
    handler: ({ app, session, input }) => saveCarouselItem(app, session, input),
  }),
  route(E.carouselMove, {
    policy: P.carouselMove,
    handler: async ({ app, session, input }) => {
      await moveCarouselItem(app, session, input);
      return null;
    },
  }),
  route(E.carouselRemove, {
    policy: P.carouselRemove,
    handler: async ({ app, session, input }) => {
      await removeCarouselItem(app, session, input.id);
      return null;
    },
  }),
  route(E.advertisementList, {
    policy: P.advertisementList,
    handler: ({ app, session, input }) => listAdvertisements(app, session, input),
  }),
  route(E.advertisementSave, {
    policy: P.advertisementSave,
    handler: ({ app, session, input }) => saveAdvertisement(app, session, input),
  }),
  route(E.advertisementRemove, {
    policy: P.advertisementRemove,
    handler: async ({ app, session, input }) => {
      await removeAdvertisement(app, session, input.id);
      return null;
    },
  }),
  route(E.hotSampleList, {
    policy: P.hotSampleList,
    handler: ({ app, session, input }) => listHotSamples(app, session, input),
  }),
  route(E.hotSampleFeatured, {
    policy: P.hotSampleFeatured,
    handler: ({ app, session }) => hotSampleFeature(app, session),
  }),
  route(E.hotSampleFeature, {
    policy: P.hotSampleFeature,
    handler: ({ app, session, input }) => featureHotSamples(app, session, input.sampleIds),
  }),
  route(E.hotSampleReset, {
    policy: P.hotSampleReset,
    handler: ({ app, session }) => resetHotSamples(app, session),
  }),
]);
