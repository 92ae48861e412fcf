// Registration logs new accounts in and checks lockouts and switches through these; main.ts creates
// the configured fair when the database has none; `npm run create-organizer` adds its first organizer.
export { assertNotLocked, failLogin, recordLoginAttempt } from './lockout.service';
export {
  type CreatedOrganizer,
  createOrganizerAccount,
  OrganizerAccountError,
} from './organizer-account.service';
export { sessionModule } from './session.routes';
export {
  configSwitch,
  configurationInformation,
  createBareExhibition,
  createLoginSession,
  DEFAULT_CONFIG_SWITCH,
  DEFAULT_SETTINGS_FLAGS,
  findAccount,
  revokeSession,
  settingsFlags,
} from './session.service';
