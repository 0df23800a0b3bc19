import '../../server/shared/zod-locale.ts';
