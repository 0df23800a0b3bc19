// Kept apart from validation.ts so the browser can read it without loading zod (every page
// would otherwise carry zod's 25 KB for one number: decision 0007).

export const MAX_LISTS_PER_FAMILY = 30;
