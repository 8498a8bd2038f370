import { defineIsland } from '../../lib/island.tsx';

/**
 * The contact form as an island (lib/island.tsx), on home and /contact: the page's HTML has it from the start; its
 * code (the form, @mantine/form and the inputs) loads as the visitor comes near it, after the page is live, so
 * neither page carries it in its first download (decisions 19 and 20). Its schema loads later still, on first focus.
 */
export const contactFormIsland = defineIsland(() => import('./ContactForm.tsx').then((m) => m.ContactForm));
