import type { SessionUser } from '@elite/contracts/schemas/auth';
import type { ChatNote } from '@elite/contracts/schemas/chat';
import type { CannedReply, CannedReplyFields, ChatAgent, ChatAssignInput, ChatConversationInfo, ChatNoteInput } from '@elite/contracts/schemas/chat-desk';
import type { ChatStatus, StaffRef } from '@elite/contracts/schemas/queue-fields';
import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { z } from 'zod';
import { ServiceError } from '../../http/service-error.ts';
import type { RequestContext } from '../../trpc/context.ts';
import { enabledStaffList } from '../accounts/staff-accounts.service.ts';
import { recordAudit } from '../work-queues/audit.service.ts';
import * as workQueues from '../work-queues/work-queues.service.ts';
import { ChatCannedReply, ChatConversation } from './chat.entity.ts';
import { chatsFrom, DESK_CHANNEL, leadOfChat, sessionById } from './chat.service.ts';

/**
 * The agent desk's work on conversations (docs/chat.md#working-a-conversation): assign, resolve, reopen, private
 * notes, canned replies. Each change is written with its audit line, then announced on DESK_CHANNEL so every
 * agent's desk, on any instance, shows it; visitors' sockets never hear that channel.
 */

type Caller = Pick<SessionUser, 'id' | 'name'>;

/** What DESK_CHANNEL carries (a NOTIFY payload, read back by every instance's hub). */
export const deskEvent = z.discriminatedUnion('t', [
  /** The conversation's status, assignee or visitor's page changed. */
  z.object({ t: z.literal('session'), id: z.uuid() }),
  /** A private note (its history line's id) was written in the conversation. */
  z.object({ t: z.literal('note'), id: z.uuid(), sessionId: z.uuid() }),
  /** The conversation's visitor is typing. */
  z.object({ t: z.literal('typing'), sessionId: z.uuid() }),
]);
export type DeskEvent = z.infer<typeof deskEvent>;

/** Tells every instance's agents (pg_notify is delivered at commit, so a listener finds what changed). */
export async function announce(em: EntityManager, event: DeskEvent): Promise<void> {
  // raw SQL: a NOTIFY, which the ORM cannot send.
  await em.getConnection().execute(`select pg_notify('${DESK_CHANNEL}', ?)`, [JSON.stringify(event)]);
}

const notFound = () => new ServiceError(404, 'This chat conversation does not exist.');

/** chat.agents: who may answer chats, the desk's assignee choices. */
export async function chatAgents(ctx: Pick<RequestContext, 'em'>): Promise<ChatAgent[]> {
  return enabledStaffList(ctx.em.fork());
}

/** chat.conversation: what the desk shows beside a conversation: status, assignee, page, its lead, the other chats from its address. */
export async function conversationInfo(ctx: Pick<RequestContext, 'em'>, id: string): Promise<ChatConversationInfo> {
  const em = ctx.em.fork();
  const [conversation, session] = await Promise.all([em.findOne(ChatConversation, { id }), sessionById(em.fork(), id)]);
  if (!conversation || !session) throw notFound();
  const [lead, otherChats] = await Promise.all([leadOfChat(em.fork(), conversation), chatsFrom(em.fork(), conversation.userEmail, id)]);
  return {
    id,
    status: session.status ?? 'answered',
    assignedTo: session.assignedTo ?? null,
    visitorPage: conversation.visitorPage ?? null,
    lead,
    otherChats,
  };
}

/** chat.assign: the work queues' assignment (an enabled admin or agent, or nobody; audited), then every desk is told. */
export async function assignConversation(ctx: RequestContext, caller: Caller, input: ChatAssignInput): Promise<{ assignedTo: StaffRef | null }> {
  const answer = await workQueues.assign(ctx, caller, { kind: 'chat', id: input.id, userId: input.userId });
  await announce(ctx.em.fork(), { t: 'session', id: input.id });
  return answer;
}

/**
 * chat.resolve and chat.reopen (docs/chat.md#working-a-conversation): under a row lock, so two agents cannot both act
 * on the same old status; the change and its audit line (status_changed, from → to) commit together. Resolving a
 * resolved conversation, or reopening an open one, is refused (400) and changes nothing.
 */
export async function setResolved(
  ctx: RequestContext,
  caller: Caller,
  id: string,
  resolved: boolean,
): Promise<{ id: string; from: ChatStatus; to: ChatStatus }> {
  const answer = await ctx.em.fork().transactional(async (em) => {
    const conversation = await em.findOne(ChatConversation, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!conversation) throw notFound();
    const before = await sessionById(em, id);
    const from = before?.status ?? 'answered';
    if (resolved && from === 'resolved') throw new ServiceError(400, 'This chat conversation is already resolved.');
    if (!resolved && from !== 'resolved') throw new ServiceError(400, 'This chat conversation is not resolved: there is nothing to reopen.');
    conversation.resolvedAt = resolved ? new Date() : null;
    await em.flush();
    const to = (await sessionById(em, id))?.status ?? 'answered';
    await recordAudit(em, { kind: 'chat', recordId: id, action: 'status_changed', actor: { id: caller.id, name: caller.name }, from, to });
    return { id, from, to };
  });
  await announce(ctx.em.fork(), { t: 'session', id });
  ctx.log.info({ kind: 'chat', recordId: id, from: answer.from, to: answer.to, userId: caller.id }, resolved ? 'chat resolved' : 'chat reopened');
  return answer;
}

/**
 * chat.addNote (docs/chat.md#private-notes): a note of the conversation's history (the work queues' notes, so the
 * admin's record shows it too), announced to the agents' desks only. It is never a chat message: nothing that
 * reads or sends messages (replays, the visitor's socket, mails) can carry it.
 */
export async function addNote(ctx: RequestContext, caller: Caller, input: ChatNoteInput): Promise<ChatNote> {
  const entry = await workQueues.addNote(ctx, caller, { kind: 'chat', id: input.id, text: input.text });
  await announce(ctx.em.fork(), { t: 'note', id: entry.id, sessionId: input.id });
  return { id: entry.id, sessionId: input.id, text: entry.note ?? '', authorName: entry.actorName, timestamp: entry.at };
}

// ---- Canned replies (docs/chat.md#canned-replies) --------------------------------------------------------

const toCanned = (r: { id: string; title: string; text: string; updatedAt: Date }): CannedReply => ({
  id: r.id,
  title: r.title,
  text: r.text,
  updatedAt: r.updatedAt.toISOString(),
});

/** chat.cannedReplies: every canned reply, by title. */
export async function cannedReplies(ctx: Pick<RequestContext, 'em'>): Promise<CannedReply[]> {
  return (await ctx.em.fork().find(ChatCannedReply, {}, { orderBy: { title: 'asc', id: 'asc' } })).map(toCanned);
}

export async function createCannedReply(ctx: RequestContext, caller: Caller, input: CannedReplyFields): Promise<CannedReply> {
  const em = ctx.em.fork();
  const reply = em.create(ChatCannedReply, { title: input.title, text: input.text });
  await em.flush();
  ctx.log.info({ cannedReplyId: reply.id, userId: caller.id }, 'canned reply created');
  return toCanned(reply);
}

export async function updateCannedReply(ctx: RequestContext, caller: Caller, input: CannedReplyFields & { id: string }): Promise<CannedReply> {
  const em = ctx.em.fork();
  const reply = await em.findOne(ChatCannedReply, { id: input.id });
  if (!reply) throw new ServiceError(404, 'This canned reply does not exist.');
  reply.title = input.title;
  reply.text = input.text;
  await em.flush();
  ctx.log.info({ cannedReplyId: reply.id, userId: caller.id }, 'canned reply changed');
  return toCanned(reply);
}

export async function deleteCannedReply(ctx: RequestContext, caller: Caller, id: string): Promise<{ ok: true }> {
  const deleted = await ctx.em.fork().nativeDelete(ChatCannedReply, { id });
  if (deleted === 0) throw new ServiceError(404, 'This canned reply does not exist.');
  ctx.log.info({ cannedReplyId: id, userId: caller.id }, 'canned reply deleted');
  return { ok: true };
}
