export const ACTION_LOG_ACTIONS = ['created', 'updated', 'deleted', 'refused'] as const;

export const ACTION_LOG_PAGE_SIZES = [10, 25, 50, 100] as const;
