/** How long the emailed confirm-your-registration link works. */
export const REGISTRATION_LINK_HOURS = 24;
