export { invitationsModule } from './invitations.routes';
// The exhibitor area hands a resigning employee's clients to the administrator who records it.
// A private live's invitation code puts the visitor in the exhibitor's pool (source INVITE_CODE_LIVE).
export { admitToPool, handOverClients } from './pool.service';
