/** What app/ may use from the auth feature besides its routed pages. */
export { logout } from './api/auth.api.ts';
