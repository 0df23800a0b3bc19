import { z } from 'zod';
import { REVIEW_TEXT_MAX, REVIEW_TEXT_MIN } from './limits.ts';

// A review as the product page's form and the API send it.

export { REVIEW_TEXT_MAX, REVIEW_TEXT_MIN };

export const reviewInput = z.object({
  stelle: z
    .union([z.number(), z.string().trim().regex(/^\d$/, 'Scegli da 1 a 5 stelle').transform(Number)], {
      error: 'Scegli da 1 a 5 stelle',
    })
    .pipe(z.number().int('Scegli da 1 a 5 stelle').min(1, 'Scegli da 1 a 5 stelle').max(5, 'Scegli da 1 a 5 stelle')),
  testo: z
    .string({ error: 'Scrivi la recensione' })
    .trim()
    .min(REVIEW_TEXT_MIN, `Scrivi almeno ${REVIEW_TEXT_MIN} caratteri`)
    .max(REVIEW_TEXT_MAX, `Al massimo ${REVIEW_TEXT_MAX} caratteri`),
});

export type ReviewInput = z.infer<typeof reviewInput>;

export const moderationInput = z.object({
  action: z.enum(['approve', 'reject'], { error: 'Azione non valida: approve o reject' }),
});
