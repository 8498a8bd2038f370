import { heldMessageRef, mailTemplateFields, mailTemplateId, mailTemplateUpdate, sendMailInput } from '@elite/contracts/schemas/conversations';
import { recordRef } from '@elite/contracts/schemas/work-queues';
import { adminProcedure, router } from '../../trpc/trpc.ts';
import * as conversations from './conversations.service.ts';
import { acceptHeld } from './inbound.service.ts';
import * as templates from './templates.service.ts';

/** A record's e-mail conversation and staff's mail templates (docs/conversations.md), for admins. */
export const conversationsRouter = router({
  thread: adminProcedure.input(recordRef).query(({ ctx, input }) => conversations.threadOf(ctx, input.kind, input.id)),
  send: adminProcedure.input(sendMailInput).mutation(({ ctx, input }) => conversations.sendFromRecord(ctx, ctx.user, input)),
  /** A held mail joins the record (docs/conversations.md#held-messages). */
  accept: adminProcedure.input(heldMessageRef).mutation(({ ctx, input }) => acceptHeld(ctx, ctx.user, input.id)),
  discard: adminProcedure.input(heldMessageRef).mutation(({ ctx, input }) => conversations.discardHeld(ctx, ctx.user, input.id)),
  templates: adminProcedure.query(({ ctx }) => templates.listTemplates(ctx)),
  createTemplate: adminProcedure.input(mailTemplateFields).mutation(({ ctx, input }) => templates.createTemplate(ctx, input)),
  updateTemplate: adminProcedure.input(mailTemplateUpdate).mutation(({ ctx, input }) => templates.updateTemplate(ctx, input)),
  deleteTemplate: adminProcedure.input(mailTemplateId).mutation(({ ctx, input }) => templates.deleteTemplate(ctx, input.id)),
});
