export const OPPORTUNITY_FIXES = [
  'go_online',
  'raise_bid',
  'enable_target',
  'add_target',
  'deposit',
  'edit_schedule',
  'edit_budget',
  'edit_ad',
] as const;
