import { cannedReplyFields, cannedReplyRef, cannedReplyUpdate, chatAssignInput, chatNoteInput, chatRef } from '@elite/contracts/schemas/chat-desk';
import { adminProcedure, router, staffProcedure } from '../../trpc/trpc.ts';
import * as desk from './chat-desk.service.ts';

/**
 * The agent desk's calls (docs/chat.md#working-a-conversation): staff who answer chats (admins and support agents)
 * work conversations and use canned replies; admins manage the canned replies. The chat itself is the socket's.
 */
export const chatRouter = router({
  agents: staffProcedure.query(({ ctx }) => desk.chatAgents(ctx)),
  conversation: staffProcedure.input(chatRef).query(({ ctx, input }) => desk.conversationInfo(ctx, input.id)),
  assign: staffProcedure.input(chatAssignInput).mutation(({ ctx, input }) => desk.assignConversation(ctx, ctx.user, input)),
  resolve: staffProcedure.input(chatRef).mutation(({ ctx, input }) => desk.setResolved(ctx, ctx.user, input.id, true)),
  reopen: staffProcedure.input(chatRef).mutation(({ ctx, input }) => desk.setResolved(ctx, ctx.user, input.id, false)),
  addNote: staffProcedure.input(chatNoteInput).mutation(({ ctx, input }) => desk.addNote(ctx, ctx.user, input)),
  cannedReplies: staffProcedure.query(({ ctx }) => desk.cannedReplies(ctx)),
  createCannedReply: adminProcedure.input(cannedReplyFields).mutation(({ ctx, input }) => desk.createCannedReply(ctx, ctx.user, input)),
  updateCannedReply: adminProcedure.input(cannedReplyUpdate).mutation(({ ctx, input }) => desk.updateCannedReply(ctx, ctx.user, input)),
  deleteCannedReply: adminProcedure.input(cannedReplyRef).mutation(({ ctx, input }) => desk.deleteCannedReply(ctx, ctx.user, input.id)),
});
