import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_MESSAGE_MAX } from '../../core/schemas/chat';
import { createChatProvider } from '../../server/adapters/chat/create-chat-provider';
import { callAs, signInCustomer, signInStaff, type SignedIn, type SignedInCustomer } from '../helpers/sign-in';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { closeTemplate, dbTargets } from '../helpers/test-database';

/**
 * Support chat (issue 19; spec §1): a buyer writes to the shop, an agent reads the inbox and answers, the
 * buyer's waiting request delivers the answer. A conversation is read only by its customer and staff.
 */
const SHOP = 17243;

afterAll(async () => {
  await closeTemplate();
});

describe('chat provider by CHAT_PROVIDER', () => {
  it('is the sandbox by default and Crisp only with a website id', () => {
    expect(createChatProvider({ CHAT_PROVIDER: 'sandbox', CRISP_WEBSITE_ID: undefined }).clientConfig()).toEqual({ provider: 'sandbox' });
    expect(() => createChatProvider({ CHAT_PROVIDER: 'crisp', CRISP_WEBSITE_ID: undefined })).toThrow(/CRISP_WEBSITE_ID/);
    expect(() => createChatProvider({ CHAT_PROVIDER: 'crisp', CRISP_WEBSITE_ID: 'nope' })).toThrow(/UUID/);
    const id = '0f4c1b2a-1234-4cde-9abc-0123456789ab';
    expect(createChatProvider({ CHAT_PROVIDER: 'crisp', CRISP_WEBSITE_ID: id }).clientConfig()).toEqual({ provider: 'crisp', website_id: id });
  });
});

describe.each(dbTargets())('support chat on %s', (target) => {
  let t: TestApp;
  let buyer: SignedInCustomer;
  let other: SignedInCustomer;
  let agent: SignedIn;

  beforeAll(async () => {
    t = await createTestApp(target);
    buyer = await signInCustomer(t, { name: 'Chat Buyer' });
    other = await signInCustomer(t, { name: 'Other Buyer' });
    agent = await signInStaff(t, 'agent');
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  it('says which provider the renderer shows', async () => {
    const res = await callAs(t, undefined, 'GET', '/api/chat/config');
    expect(res.json()).toEqual({ status: 1, data: { provider: 'sandbox' } });
  });

  it('a guest cannot chat', async () => {
    const read = await callAs(t, undefined, 'GET', `/api/chat/conversation?shop_id=${SHOP}`);
    expect(read.statusCode).toBe(401);
    const post = await callAs(t, undefined, 'POST', '/api/chat/messages', { shop_id: SHOP, text: 'hello' });
    expect(post.statusCode).toBe(401);
    expect(post.json().message).toBeTruthy();
  });

  it('refuses bad input with a translated message', async () => {
    const empty = await callAs(t, buyer, 'POST', '/api/chat/messages', { shop_id: SHOP, text: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBeTruthy();
    const long = await callAs(t, buyer, 'POST', '/api/chat/messages', { shop_id: SHOP, text: 'x'.repeat(CHAT_MESSAGE_MAX + 1) }, 'fr');
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBeTruthy();
    const noShop = await callAs(t, buyer, 'POST', '/api/chat/messages', { shop_id: 999_999, text: 'hi' }, 'fr');
    expect(noShop.statusCode).toBe(404);
    expect(noShop.json().message).toBe("Ce magasin n'existe pas.");
    const noConversation = await callAs(t, agent, 'GET', '/api/agent/chat/conversation?conversation_id=999999');
    expect(noConversation.statusCode).toBe(404);
  });

  it('buyer writes, agent answers from the inbox, the waiting buyer gets the answer', async () => {
    const before = await callAs(t, buyer, 'GET', `/api/chat/conversation?shop_id=${SHOP}`);
    expect(before.json().data).toEqual({ conversation_id: null, messages: [], read_up_to: 0 });

    const posted = await callAs(t, buyer, 'POST', '/api/chat/messages', { shop_id: SHOP, text: '  Is the rice in stock?  ' });
    expect(posted.statusCode).toBe(200);
    const mine = posted.json().data;
    expect(mine).toMatchObject({ author: 'customer', text: 'Is the rice in stock?' });

    const inbox = await callAs(t, agent, 'GET', '/api/agent/chat/inbox');
    expect(inbox.statusCode).toBe(200);
    const row = inbox.json().data.conversations.find((c: { customer_id: number }) => c.customer_id === buyer.customerId);
    expect(row).toMatchObject({ customer_name: 'Chat Buyer', last_text: 'Is the rice in stock?', unanswered: true, unread: 1, shop_id: SHOP });

    // The buyer waits for news (long poll) while the agent reads and answers.
    const waiting = callAs(t, buyer, 'GET', `/api/chat/conversation?shop_id=${SHOP}&after=${mine.id}&wait=10`);
    const read = await callAs(t, agent, 'GET', `/api/agent/chat/conversation?conversation_id=${row.conversation_id}`);
    expect(read.json().data.messages.map((m: { text: string }) => m.text)).toEqual(['Is the rice in stock?']);
    const reply = await callAs(t, agent, 'POST', '/api/agent/chat/reply', { conversation_id: row.conversation_id, text: 'Yes, 40 bags.' });
    expect(reply.statusCode).toBe(200);
    const delivered = await waiting;
    expect(delivered.statusCode).toBe(200);
    expect(delivered.json().data.messages).toEqual([expect.objectContaining({ author: 'staff', text: 'Yes, 40 bags.' })]);
    expect(delivered.json().data.read_up_to).toBeGreaterThanOrEqual(mine.id);

    const after = await callAs(t, agent, 'GET', '/api/agent/chat/inbox');
    const answered = after.json().data.conversations.find((c: { customer_id: number }) => c.customer_id === buyer.customerId);
    expect(answered).toMatchObject({ unanswered: false, unread: 0 });
  });

  it('a buyer never reads another customer’s conversation', async () => {
    const theirs = await callAs(t, other, 'GET', `/api/chat/conversation?shop_id=${SHOP}`);
    expect(theirs.json().data).toEqual({ conversation_id: null, messages: [], read_up_to: 0 });
    const inbox = await callAs(t, other, 'GET', '/api/agent/chat/inbox');
    expect(inbox.statusCode).toBe(403);
    const [conversation] = (await callAs(t, agent, 'GET', '/api/agent/chat/inbox')).json().data.conversations;
    const staffRead = await callAs(t, other, 'GET', `/api/agent/chat/conversation?conversation_id=${conversation.conversation_id}`);
    expect(staffRead.statusCode).toBe(403);
    const staffReply = await callAs(t, other, 'POST', '/api/agent/chat/reply', { conversation_id: conversation.conversation_id, text: 'hijack' });
    expect(staffReply.statusCode).toBe(403);
    // Staff use the console, not the buyer's routes.
    expect((await callAs(t, agent, 'GET', `/api/chat/conversation?shop_id=${SHOP}`)).statusCode).toBe(403);
  });

  it('limits how fast a buyer posts', async () => {
    const fast = await signInCustomer(t);
    const codes: number[] = [];
    for (let i = 0; i < 21; i += 1) codes.push((await callAs(t, fast, 'POST', '/api/chat/messages', { shop_id: SHOP, text: `m${i}` })).statusCode);
    expect(codes.slice(0, 20).every((c) => c === 200)).toBe(true);
    expect(codes[20]).toBe(429);
  });
});
