import type { MailTemplate as TemplateShape } from '@elite/contracts/schemas/conversations';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { z } from 'zod';
import type { mailTemplateFields } from '@elite/contracts/schemas/conversations';
import { ServiceError } from '../../http/service-error.ts';
import type { RequestContext } from '../../trpc/context.ts';
import { MailTemplate } from './conversation.entity.ts';

/** Staff's mail templates (docs/conversations.md#templates): a name, a subject and a body to start a mail from. */

type Fields = z.output<typeof mailTemplateFields>;

const toTemplate = (t: { id: string; name: string; subject: string; body: string; updatedAt: Date }): TemplateShape => ({
  id: t.id,
  name: t.name,
  subject: t.subject,
  body: t.body,
  updatedAt: t.updatedAt.toISOString(),
});

const notFound = () => new ServiceError(404, 'This template does not exist.');
const nameTaken = (name: string) =>
  new ServiceError(409, `A template named “${name}” exists already.`, undefined, { name: ['Another template has this name.'] });

/** Writes and names the refusal of a taken name (one unique index decides, whatever runs at the same time). */
async function saving<T>(name: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (error instanceof UniqueConstraintViolationException) throw nameTaken(name);
    throw error;
  }
}

export async function listTemplates(ctx: Pick<RequestContext, 'em'>): Promise<TemplateShape[]> {
  return (await ctx.em.fork().find(MailTemplate, {}, { orderBy: { name: 'asc' }, limit: 200 })).map(toTemplate);
}

export async function createTemplate(ctx: RequestContext, input: Fields): Promise<TemplateShape> {
  const em = ctx.em.fork();
  const template = em.create(MailTemplate, { name: input.name, subject: input.subject, body: input.body });
  await saving(input.name, () => em.flush());
  return toTemplate(template);
}

export async function updateTemplate(ctx: RequestContext, input: Fields & { id: string }): Promise<TemplateShape> {
  const em = ctx.em.fork();
  const template = await em.findOne(MailTemplate, { id: input.id });
  if (!template) throw notFound();
  em.assign(template, { name: input.name, subject: input.subject, body: input.body, updatedAt: new Date() });
  await saving(input.name, () => em.flush());
  return toTemplate(template);
}

export async function deleteTemplate(ctx: RequestContext, id: string): Promise<{ id: string }> {
  if ((await ctx.em.fork().nativeDelete(MailTemplate, { id })) === 0) throw notFound();
  return { id };
}
