import '#common/zod-locale.ts';
