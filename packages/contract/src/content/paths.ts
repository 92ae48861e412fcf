/** Articles, notices and the home page's content. Paths the spec does not show are ours and marked so. */
export const ContentPaths = {
  appVersion: '/visitor/v2/versionInfo/getAppVersion',
  article: '/visitor/v2/article/getArticle',
  articleList: '/visitor/v2/article/getArticleListPc',
  noticeListType: '/visitor/v2/notice/listType',
  noticeList: '/visitor/v2/notice/list',
  notice: '/visitor/v2/notice/getNotice',
  // ours: home content calls are not shown in the spec
  bannerList: '/visitor/v2/banner/list',
  carouselList: '/visitor/v2/homeCarousel/list',
  hotExhibitorList: '/visitor/v2/hotExhibitor/list',
  advertisementList: '/visitor/v2/advertisement/list',
  // ours: a fixed page (about, disclaimer, agreement, Q&A) as the organizer wrote it
  fixedPage: '/visitor/v2/page/get',
} as const;
