/** Help articles written by operators in en/th/zh (issue 15). */
export const TUTORIAL_STATUSES = ['draft', 'published'] as const;
export type TutorialStatus = (typeof TUTORIAL_STATUSES)[number];
