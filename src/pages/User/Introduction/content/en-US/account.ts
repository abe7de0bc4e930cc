import { FACTS } from '../facts';

export default `# Your account

The **Account** page (menu **User area → Account**) shows who you are signed in as, lets you change your password and
shows where your account is signed in.

## Profile

The profile lists your user name, your name, your mobile number, your role, when the account was created and when
you last signed in, followed by the pages your account may open. Your user name is what you sign in with; the mobile number is the one phone-code sign-in uses.
Name, role and page access are maintained by administrators: if something is wrong, ask one of them.

## Changing your password

Enter your current password and the new one twice. The rules:

- the new password has ${FACTS.passwordMin} to ${FACTS.passwordMax} characters; a passphrase of several words is
  easier to remember and harder to guess than a short password with symbols;
- the current password is required, so nobody can change your password from a computer you left signed in;
- after the change, every other session of your account is signed out. The session you used stays signed in.

If you have forgotten your password, sign in with a phone code if your account has a phone number, or ask an
administrator to reset it. A reset signs you out everywhere.

## Active sessions

Each browser you sign in with is a session. The list shows, for each one, when it started, when it was last used,
when it expires, the browser and the network address it came from. Your current session is marked.

If you see a session you do not recognise, or you signed in on a shared computer, use **Sign out other sessions**:
every session except the current one ends at once, and anyone using them is sent to the sign-in page at their next
action. If you suspect someone knows your password, change it as well.

## Signing out

Sign out from the menu under your name in the header, or with **Log out** at the top of the Account page. Signing out ends the session on the server at once, not only
in your browser.
`;
