export const BUDGET_MAX_USDT = 1_000_000;

/** "HH:MM" on a 24-hour clock; an end may be "24:00" (midnight at the end of the day). */
export const TIME = /^([01]\d|2[0-3]):[0-5]\d$|^24:00$/;

export const SCHEDULE_MAX_RANGES_PER_DAY = 6;

export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
