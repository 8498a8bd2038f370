import { z } from 'zod';
import { MAX_LINE_QUANTITY, type CartLine } from '../rules/cart.ts';

/** One cart line of a checkout or a proposal request: a catalogue id and a quantity. */
export const cartLine = z.object({
  serviceId: z.string({ message: 'serviceId is required' }).min(1, 'serviceId is required').max(200, 'serviceId is too long'),
  quantity: z
    .number({ message: 'quantity must be a number' })
    .int('quantity must be a whole number')
    .min(1, 'quantity must be at least 1')
    .max(MAX_LINE_QUANTITY, `quantity must be at most ${MAX_LINE_QUANTITY}`),
}) satisfies z.ZodType<CartLine>;

/** The cart as the browser sends it for checkout or a proposal: at least one line. */
export const cartLines = z.array(cartLine).min(1, 'The cart is empty').max(50, 'Too many cart lines');
