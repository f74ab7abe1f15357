export { API_KEY_SCOPES, type ApiKeyScope } from '@adportal/permissions/areas';

export const API_KEY_NAME_MAX_LENGTH = 60;
/** Live keys a user may hold at once (revoked and expired ones do not count). */
export const API_KEYS_PER_USER = 10;
