export { contentModule } from './content.routes';
// The organizer console edits the fixed pages stored here.
export { fixedPageKey, presentOrganizerPage, readStoredPage, type StoredPage } from './fixed-pages';
// Other areas tell people of decisions (a review's result, an invitation) through the notice box.
export {
  announceNotices,
  deliverNotice,
  markNoticesSeen,
  type NoticeDelivery,
  noticeSummary,
  transactionWithNotices,
} from './notice-delivery';
