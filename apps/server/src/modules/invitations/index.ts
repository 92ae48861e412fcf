export { invitationsModule } from './invitations.routes';
// The exhibitor area hands a resigning employee's clients to the administrator who records it.
export { handOverClients } from './pool.service';
