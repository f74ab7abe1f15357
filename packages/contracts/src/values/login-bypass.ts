/** Minutes a login-by-token link stays valid. */
export const LOGIN_BYPASS_TTL_MINUTES = 10;
