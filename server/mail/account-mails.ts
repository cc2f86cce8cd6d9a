import type { MailMessage } from './mailer';

// The text of every mail the product sends: plain text and a simple HTML
// version, in English. Links are whole URLs; nothing else of the account is in
// them. Built here and nowhere else.

const PRODUCT = 'Live Classroom';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

function message(to: string, subject: string, paragraphs: string[], link?: { href: string; text: string }): MailMessage {
  const text = [...paragraphs, ...(link ? [`${link.text}: ${link.href}`] : []), `— ${PRODUCT}`].join('\n\n');
  const html = [
    ...paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`),
    ...(link ? [`<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.text)}</a></p>`] : []),
    `<p>— ${PRODUCT}</p>`,
  ].join('\n');
  return { to, subject, text, html };
}

export function usernamesMail(to: string, usernames: string[]): MailMessage {
  return message(to, `Your ${PRODUCT} username${usernames.length === 1 ? '' : 's'}`, [
    `You asked for the usernames that use this e-mail address. ${usernames.length === 1 ? 'It is' : 'They are'}:`,
    usernames.join('\n'),
    'If you did not ask, you can ignore this mail.',
  ]);
}

export function passwordResetMail(to: string, username: string, link: string): MailMessage {
  return message(
    to,
    `Reset the password of ${username}`,
    [
      `Someone asked to reset the password of the ${PRODUCT} account ${username}.`,
      'The link works once, for one hour. If you did not ask, ignore this mail: the password stays as it is.',
    ],
    { href: link, text: 'Choose a new password' },
  );
}

export function secretWordResetMail(to: string, children: { username: string; link: string }[]): MailMessage {
  return message(
    to,
    'Set a new secret word',
    [
      `You asked to set a new secret word for your family's ${PRODUCT} account${children.length === 1 ? '' : 's'}.`,
      'Each link works once, for one hour.',
      ...children.map((child) => `${child.username}: ${child.link}`),
    ],
  );
}

export function joinConfirmationMail(to: string, username: string, link: string): MailMessage {
  return message(
    to,
    `Confirm your ${PRODUCT} family membership`,
    [
      `Welcome! Confirm this e-mail address to create the family account ${username}.`,
      'The link works once, for 24 hours. Joining is free: there is nothing to pay.',
    ],
    { href: link, text: 'Confirm and create the account' },
  );
}
