// Kept apart from validation.ts so the product page can read them without loading zod
// (25 KB gzip: decision 0007).

export const REVIEW_TEXT_MIN = 10;
export const REVIEW_TEXT_MAX = 2000;
