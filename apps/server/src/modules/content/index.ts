export { contentModule } from './content.routes';
// Other areas tell people of decisions (a review's result, an invitation) through the notice box.
export { deliverNotice, type NoticeDelivery } from './notice-delivery';
