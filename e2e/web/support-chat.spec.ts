import { expect, test } from '@playwright/test';
import { signInByApi } from '../page-models/account';
import { staffSignInThroughPage } from '../page-models/agent-orders';
import { savePosition, screenshotBothWidths, seriousViolations } from '../page-models/storefront';

/*
 * Support chat (issue 19; spec §1), sandbox provider: a buyer writes from Help › Chat with us, an agent
 * answers from the console's Inbox in another browser context, and the answer appears in the buyer's
 * open chat without a reload (long poll on the database).
 */
test('a buyer writes, an agent answers in the console inbox, the buyer sees it without reloading', async ({ page, context, browser, baseURL }) => {
  test.setTimeout(150_000);
  await savePosition(context, baseURL!);
  await page.goto('/');
  await signInByApi(page, baseURL!);
  const question = `Do you have 20 kg rice bags? #${Date.now() % 100_000}`;

  await page.getByRole('button', { name: 'Help' }).click();
  await page.getByRole('menuitem', { name: 'Chat with us' }).click();
  const chat = page.getByRole('dialog', { name: 'Support chat' });
  await expect(chat.getByText('No messages yet. How can we help?')).toBeVisible();
  await chat.getByRole('textbox', { name: 'Write a message…' }).fill(question);
  await chat.getByRole('button', { name: 'Send' }).click();
  await expect(chat.getByText(question)).toBeVisible();
  expect(await seriousViolations(page, '[data-testid="chat-dialog"]')).toEqual([]);
  await screenshotBothWidths(page, 'support-chat-dialog', chat);

  const staffContext = await browser.newContext();
  const agent = await staffContext.newPage();
  await staffSignInThroughPage(agent, 'agent', '/agent/inbox');
  await expect(agent.getByRole('heading', { name: 'Inbox', level: 1 })).toBeVisible();
  const row = agent.getByTestId('chat-inbox').getByRole('button').filter({ hasText: question });
  await expect(row).toContainText('Unanswered');
  await row.click();
  await expect(agent.getByRole('region').getByText(question)).toBeVisible();
  expect(await seriousViolations(agent)).toEqual([]);
  const answer = `Yes, 40 bags in stock. ${question.slice(-6)}`;
  await agent.getByRole('textbox', { name: 'Write a reply…' }).fill(answer);
  await agent.getByRole('button', { name: 'Reply', exact: true }).click();
  await expect(agent.getByTestId('chat-messages').getByText(answer)).toBeVisible();
  // The inbox now shows the answer as the conversation's last message.
  await expect(agent.getByTestId('chat-inbox').getByRole('button').filter({ hasText: answer })).toContainText('Answered');
  await screenshotBothWidths(agent, 'support-chat-inbox', agent.getByTestId('chat-inbox'));

  // The buyer's page was not reloaded: the answer arrives in the open dialog.
  await expect(chat.getByText(answer)).toBeVisible({ timeout: 30_000 });
  await expect(chat.getByText('Read')).toBeVisible();
  await staffContext.close();
});

test('a guest is asked to sign in before chatting', async ({ page, context, baseURL }) => {
  await savePosition(context, baseURL!);
  await page.goto('/fr');
  await page.getByRole('button', { name: 'Aide' }).click();
  await page.getByRole('menuitem', { name: 'Discuter avec nous' }).click();
  const chat = page.getByRole('dialog', { name: 'Discussion avec le service client' });
  await expect(chat.getByText('Connectez-vous pour discuter avec nous.')).toBeVisible();
  await screenshotBothWidths(page, 'support-chat-guest-fr', chat);
});

test('on a phone the chat opens from the menu drawer’s Help section', async ({ page, context, baseURL }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await savePosition(context, baseURL!);
  await page.goto('/');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Chat with us' }).click();
  const chat = page.getByRole('dialog', { name: 'Support chat' });
  await expect(chat.getByText('Sign in to chat with us.')).toBeVisible();
});
