import type { Policy } from '../../core/auth';

export const sourcingPolicies = {
  // The meetings are public: guests see them and are invited to log in to take part.
  querySourcingPage: 'anonymous',
  // A visitor's own needs; the service also requires a completed registration.
  saveVisitorNeeds: 'visitor',
  deleteVisitorNeeds: 'visitor',
  // A visitor reads their own needs; an exhibitor reads a meeting's approved needs once its company's
  // sign-up for that meeting is approved (checked in the service); organizers review them elsewhere.
  queryVisitorPage: 'loggedIn',
  queryVisitorDetail: 'loggedIn',
  // Signing up commits the company: its administrators only (the service also requires the upgraded package).
  saveExhibitorSign: 'exhibitorAdmin',
  updateExhibitorSign: 'exhibitorAdmin',
  // Any of the company's staff may see where its sign-ups stand.
  queryExhibitorSignPage: 'exhibitor',
  getExhibitorSignDetail: 'exhibitor',
  // The console: editContent for the meetings, review for the queues (requirePermission in the services).
  meetingList: 'organizer',
  meetingSave: 'organizer',
  meetingCancel: 'organizer',
  needReviewList: 'organizer',
  needReviewDecide: 'organizer',
  signReviewList: 'organizer',
  signReviewDecide: 'organizer',
} satisfies Record<string, Policy>;
