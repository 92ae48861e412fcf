export { invitationsModule } from './invitations.routes';
