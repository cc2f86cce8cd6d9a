import { describe, expect, it } from 'vitest';
import { joinConfirmationMail, passwordResetMail, secretWordResetMail, usernamesMail } from './account-mails';

describe('the mails', () => {
  it('carry the link in text and HTML, escaped in HTML', () => {
    const mail = passwordResetMail('a@example.com', 'ms.rivera', 'http://localhost/reset-password?token=abc&x=<y>');
    expect(mail.text).toContain('http://localhost/reset-password?token=abc&x=<y>');
    expect(mail.html).toContain('href="http://localhost/reset-password?token=abc&#38;x=&#60;y&#62;"');
    expect(mail.html).not.toContain('<y>');
  });
  it('list every username, and every child’s link', () => {
    expect(usernamesMail('p@example.com', ['park.family', 'mina']).text).toMatch(/park\.family\nmina/);
    const secret = secretWordResetMail('p@example.com', [{ username: 'mina', link: 'http://l/1' }, { username: 'joon', link: 'http://l/2' }]);
    expect(secret.text).toContain('mina: http://l/1');
    expect(secret.text).toContain('joon: http://l/2');
  });
  it('say joining costs nothing', () => expect(joinConfirmationMail('k@example.com', 'kim', 'http://l').text).toContain('nothing to pay'));
});
