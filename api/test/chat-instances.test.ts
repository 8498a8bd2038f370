import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { TestBrowser } from './app.ts';
import { ChatClient } from './chat-client.ts';
import { createTestDatabase } from './database.ts';
import { CONFIGURED_ADMIN, startServerProcess } from './processes.ts';

/**
 * Two server processes on one PostgreSQL (what compose.yaml runs): a visitor
 * on one and an agent on the other chat as if there were one server.
 */
describe('live chat across two instances', async () => {
  const { url: databaseUrl } = await createTestDatabase();
  const env = { DATABASE_URL: databaseUrl, RATE_LIMIT_SCALE: '100', ...CONFIGURED_ADMIN };

  it('delivers every frame both ways and reports the agent of the other instance as support online, then offline', async () => {
    const [a, b] = await Promise.all([startServerProcess(env), startServerProcess(env)]);
    const staff = new TestBrowser(b.url);
    expect((await staff.post('/api/admin/login', { username: CONFIGURED_ADMIN.ADMIN_USERNAME, password: CONFIGURED_ADMIN.ADMIN_PASSWORD })).status).toBe(200);

    const guest = await ChatClient.open(a.url);
    await guest.next('status', (f) => !f.supportOnline);
    const agent = await ChatClient.open(b.url, { cookie: staff.cookieHeader() });
    agent.send({ type: 'support_join', agentName: 'Bea on B' });
    await agent.next('sessions');
    await guest.next('status', (f) => f.supportOnline);

    const sent: number[] = [];
    for (let n = 1; n <= 5; n += 1) {
      const clientId = randomUUID();
      guest.send({ type: 'message', text: `Question ${n}`, sender: 'user', userInfo: { name: 'Alan', email: 'alan@example.com' }, clientId });
      sent.push((await guest.next('message', (f) => f.clientId === clientId)).id);
    }
    for (const id of sent) await agent.next('message', (f) => f.id === id);
    const sessionId = guest.all('message')[0]!.sessionId;
    expect(agent.all('message').map((m) => m.text)).toEqual(['Question 1', 'Question 2', 'Question 3', 'Question 4', 'Question 5']);

    for (let n = 1; n <= 5; n += 1) agent.send({ type: 'support_message', sessionId, text: `Answer ${n}`, agentName: 'Bea on B' });
    for (let n = 1; n <= 5; n += 1) await guest.next('message', (f) => f.text === `Answer ${n}`);
    const answers = guest.all('message').filter((m) => m.sender === 'support');
    // In order, each once (an answer reaches the visitor once, by the other instance's delivery).
    expect(answers.map((m) => m.text)).toEqual(['Answer 1', 'Answer 2', 'Answer 3', 'Answer 4', 'Answer 5']);

    await agent.close();
    await guest.next('status', (f) => !f.supportOnline);
    await guest.close();
  });
});
