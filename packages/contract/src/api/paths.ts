/**
 * Server call paths (spec 000 §7). Feature calls are POST under /visitor/v2 unless noted.
 * Paths the spec does not show are ours and marked so.
 */
export const ApiPaths = {
  webLogon: '/visitor/v2/account/webLogon',
  logout: '/visitor/v2/account/logout', // ours: the spec does not show the logout call
  checkBindExhibition: '/visitor/v2/account/checkBindExhibition',
  getInfo: '/getInfo', // GET, no prefix
  getUserInfoByToken: '/visitor/v2/userInfo/getUserInfoByToken',
  getConfigurationInformation: '/visitor/v2/configurationItem/visitor/getConfigurationInformation',
  getConfigSwitch: '/visitor/v2/configurationItem/getConfigSwitch', // ours: path not shown
  completeRegistrationLink: '/visitor/v2/account/getCompleteRegistrationLink', // ours: path not shown
  countryList: '/visitor/v2/area/getCountryList', // GET
  provinceList: '/visitor/v2/area/getProvinceList', // GET
  cityList: '/visitor/v2/area/getCityList', // GET
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
} as const;
